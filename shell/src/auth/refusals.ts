import type { ErrorCode } from '@school/contracts';

// Where a mailed link that the server refuses (used, forged, expired, missing) leads.
export const INVALID_LINK_PATH = '/Auth/invalid-link';

// A refusal the shell answers with a screen of its own is told by its error code.
export function isRefusal(error: unknown, code: ErrorCode): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { status, body } = error as { status?: unknown; body?: unknown };
  const given = typeof body === 'object' && body !== null ? (body as { code?: unknown }).code : undefined;
  return status === 400 && given === code;
}
