// The auth service refuses with 400 and a translated message (no code of its own), so a refusal is
// told by its text in any of the three languages.
export function isRefusalWith(error: unknown, texts: readonly string[]): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { status, body } = error as { status?: unknown; body?: unknown };
  const message = typeof body === 'object' && body !== null ? (body as { message?: unknown }).message : undefined;
  return status === 400 && typeof message === 'string' && texts.includes(message);
}
