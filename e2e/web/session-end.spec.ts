import { waitFor } from '@school/server-kit/testing';
import { expectAccessible } from '../support/axe';
import { pagesPerTest, setSessionCookie } from '../support/screen';
import { ApiSession } from '../support/session';
import { sharedWeb, waitForText } from '../support/web';

// SPEC §8: a 401 or 403 logs the user out; the server's session ends with it, so the cookie the
// browser held opens nothing afterwards. No screen of a demo account meets a 403 any more, so the
// browser answers one call of the page with the gateway's refusal; the logout that follows is the
// shell's own, against the real gateway.
describe('a forced logout (browser)', () => {
  const web = sharedWeb();
  const open = pagesPerTest(() => web);

  it('ends the server’s session: the old cookie no longer opens anything', async () => {
    const session = new ApiSession(web.stack, { origin: web.shellUrl });
    await session.login('sales');
    const page = await open();
    await setSessionCookie(page, web, session.cookie ?? '');
    await page.setRequestInterception(true);
    page.on('request', (request) => {
      if (request.isInterceptResolutionHandled()) return;
      if (request.method() === 'POST' && request.postData()?.includes('"C00102_getAlert"'))
        void request.respond({
          status: 403,
          contentType: 'application/json',
          headers: { 'access-control-allow-origin': new URL(web.shellUrl).origin, 'access-control-allow-credentials': 'true' },
          body: JSON.stringify({ code: 'FORBIDDEN', message: 'この操作を行う権限がありません。' }),
        });
      else void request.continue();
    });
    await page.goto(`${web.shellUrl}/C00102`);
    await page.waitForSelector('[data-testid="login-user"]');
    await waitForText(page, 'セッションが切れました。再度ログインしてください');
    await expectAccessible(page, 'login page after a forced logout');

    const replay = new ApiSession(web.stack, { origin: web.shellUrl });
    replay.cookie = session.cookie;
    await waitFor(async () => (await replay.call('getCurrentUser', {})).output === null, 'the server to end the session');
    replay.cookie = session.cookie;
    const refused = await replay.call('C00102_getAlert', {
      searchInfo: {},
      orderBy: [],
      pagination: { current_page: 1, per_page: 10 },
    });
    expect(refused.status).toBe(401);
  });
});
