import type { HTTPRequest, Page } from 'puppeteer-core';

// A page's reads of one API (any request whose body names it) passed on, held to see the screen's
// loading state, or failed as a gateway down to see its failed state; every other request goes on.
export type ReadGate = {
  hold(): void;
  fail(): void;
  pass(): void;
  // lets the read held go on once it has been asked, and passes the next ones
  release(): Promise<void>;
};

export async function readGate(page: Page, api: string): Promise<ReadGate> {
  let mode: 'pass' | 'hold' | 'fail' = 'pass';
  const held: HTTPRequest[] = [];
  await page.setRequestInterception(true);
  page.on('request', (request) => {
    if (request.isInterceptResolutionHandled()) return;
    if (mode !== 'pass' && request.method() === 'POST' && (request.postData() ?? '').includes(`"${api}"`)) {
      if (mode === 'hold') held.push(request);
      else
        void request.respond({ status: 502, contentType: 'application/json', body: '{"code":"BAD_GATEWAY","message":"down"}' });
    } else void request.continue();
  });
  return {
    hold() {
      mode = 'hold';
    },
    fail() {
      mode = 'fail';
    },
    pass() {
      mode = 'pass';
    },
    release: async () => {
      const until = Date.now() + 10000;
      while (held.length === 0 && Date.now() < until) await new Promise((r) => setTimeout(r, 50));
      mode = 'pass';
      if (held.length === 0) throw new Error(`no ${api} read was held`);
      for (const r of held.splice(0)) await r.continue();
    },
  };
}
