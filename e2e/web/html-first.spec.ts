import { expectAccessible } from '../support/axe';
import { DEMO_PASSWORD, LOGIN_FORM_READY, sharedWeb } from '../support/web';

// Issue 26, HTML first: the login page is painted from the build's HTML, so its heading and form show
// without any script; the form works once the scripts have hydrated it.
describe('the login page painted from the build’s HTML', () => {
  const web = sharedWeb();

  it('shows its heading and form with JavaScript disabled, the submit disabled, and no script needed to read it', async () => {
    const page = await web.newPage();
    await page.setJavaScriptEnabled(false);
    await page.goto(`${web.shellUrl}/Auth/login`);
    const painted = await page.evaluate(() => ({
      title: document.title,
      heading: document.querySelector('[data-testid="page-title"]')?.textContent,
      labels: [...document.querySelectorAll('label')].map((l) => l.textContent),
      submitDisabled: document.querySelector<HTMLButtonElement>('[data-testid="login-submit"]')?.disabled,
      formMethod: document.querySelector('form')?.getAttribute('method'),
      visible: (() => {
        const box = document.querySelector('[data-testid="login-user"]')?.getBoundingClientRect();
        return Boolean(box && box.width > 0 && box.height > 0);
      })(),
    }));
    expect(painted).toEqual({
      title: 'ログイン | スクール管理',
      heading: 'ログイン',
      labels: ['ユーザーID', 'パスワード'],
      submitDisabled: true,
      // a submit before scripts run never puts the password into the URL
      formMethod: 'post',
      visible: true,
    });
    await page.setJavaScriptEnabled(true);
  });

  it('keeps what was typed before hydration and signs in once the scripts run the form', async () => {
    const page = await web.newPage();
    await page.goto(`${web.shellUrl}/Auth/login?next=${encodeURIComponent('/C00101')}`);
    await page.waitForSelector('[data-testid="login-user"]');
    await page.type('[data-testid="login-user"]', 'office');
    await page.waitForSelector(LOGIN_FORM_READY);
    expect(await page.$eval('[data-testid="login-user"]', (i) => (i as HTMLInputElement).value)).toBe('office');
    // the query the build could not know is read once hydrated: the links keep ?next=
    expect(await page.$eval('a[href^="/Auth/login-email"]', (a) => a.getAttribute('href'))).toBe(
      `/Auth/login-email?next=${encodeURIComponent('/C00101')}`,
    );
    await expectAccessible(page, 'login page hydrated');
    await page.type('[data-testid="login-password"]', DEMO_PASSWORD);
    await page.click('[data-testid="login-submit"]');
    await page.waitForSelector('[data-testid="user-menu"]');
    expect(new URL(page.url()).pathname).toBe('/C00101');
  });
});
