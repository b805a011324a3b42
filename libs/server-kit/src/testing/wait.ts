// Polls until check answers true: what a relay or a consumer does happens after the call that
// caused it has answered.
export const waitFor = async (check: () => Promise<boolean>, what: string, timeoutMs = 20000): Promise<void> => {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (await check()) return;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`timed out waiting for ${what}`);
};
