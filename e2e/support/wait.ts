// Polls until check answers true: what an event consumer or a queue does happens after the call
// that caused it has answered.
export const waitFor = async (check: () => Promise<boolean>, what: string, timeoutMs = 15000): Promise<void> => {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (await check()) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`timed out waiting for ${what}`);
};
