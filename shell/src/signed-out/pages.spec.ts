import { SHELL_ROUTES } from '@school/contracts';
import { SIGNED_OUT_PAGES } from './pages';
import { paintSignedOutPages } from './prerender';

describe('the signed-out pages the build paints', () => {
  it('are the catalogue routes of those names, signed out, at those paths and titles', () => {
    for (const page of SIGNED_OUT_PAGES) {
      const route = SHELL_ROUTES.find((r) => r.name === page.name);
      expect(route).toMatchObject({ path: page.path, titleKey: page.titleKey, meta: { notLogged: true } });
    }
  });

  it('paints the login page in Japanese with its heading and form, the submit disabled until scripts run it', async () => {
    const [login] = await paintSignedOutPages();
    expect(login).toMatchObject({ name: 'Login', path: '/Auth/login', title: 'ログイン | スクール管理' });
    expect(login.html).toContain('<h1 class="so-title" data-testid="page-title">ログイン</h1>');
    expect(login.html).toContain('<label class="so-label" for="login-user_id">ユーザーID</label>');
    expect(login.html).toContain('data-testid="login-password"');
    expect(login.html).toMatch(/<form[^>]*data-ready="false"[^>]*method="post"/);
    expect(login.html).toMatch(/<button type="submit"[^>]*disabled=""[^>]*data-testid="login-submit">ログイン<\/button>/);
    expect(login.html).toContain('<a href="/Auth/forgot-password">パスワードをお忘れの方</a>');
  });
});
