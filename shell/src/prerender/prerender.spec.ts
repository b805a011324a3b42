import { paint } from './prerender';

describe('what the build paints', () => {
  it('paints the login page in Japanese with its heading and form, the submit disabled until scripts run it', async () => {
    const { pages } = await paint();
    const login = pages.find((p) => p.signedOut === 'Login');
    expect(login).toMatchObject({ path: '/Auth/login', title: 'ログイン | スクール管理' });
    if (!login) return;
    expect(login.html).toContain('<h1 class="so-title" data-testid="page-title">ログイン</h1>');
    expect(login.html).toContain('<label class="so-label" for="login-form-user_id">ユーザーID</label>');
    expect(login.html).toContain('data-testid="login-password"');
    expect(login.html).toMatch(/<form[^>]*data-ready="false"[^>]*method="post"/);
    expect(login.html).toMatch(/<button type="submit"[^>]*disabled=""[^>]*data-testid="login-submit">ログイン<\/button>/);
    expect(login.html).toContain('<a href="/Auth/forgot-password">パスワードをお忘れの方</a>');
  });

  it('paints the reset link’s landing with its two password fields, before its token is read', async () => {
    const { pages } = await paint();
    const reset = pages.find((p) => p.signedOut === 'ResetPassword');
    expect(reset).toMatchObject({ path: '/Auth/password/reset', title: 'パスワード再設定 | スクール管理' });
    expect(reset?.html).toContain('data-testid="new-password"');
    expect(reset?.html).toContain('data-testid="new-password-confirmation"');
    expect(reset?.html).toMatch(/<button type="submit"[^>]*disabled=""[^>]*data-testid="reset-submit">/);
  });

  it('paints each screen’s frame with its title, the sidebar’s place on a signed-in one, and the app’s frame for any other path', async () => {
    const { frame, pages } = await paint();
    expect(frame).toContain('<span class="so-title">スクール管理</span>');
    expect(frame).toContain('<main class="so-main" aria-busy="true"><p class="so-loading" role="status">読み込み中…</p>');
    expect(frame).not.toContain('so-sidebar');
    const board = pages.find((p) => p.path === '/C40101');
    expect(board?.title).toBe('講師割り当て | スクール管理');
    expect(board?.html).toContain('<div class="so-sidebar" aria-hidden="true"></div>');
    expect(pages.find((p) => p.path === '/Auth/forgot-password')?.html).not.toContain('so-sidebar');
    // the footer where the screen has one (not the board's)
    expect(frame).toContain('<footer class="so-footer">Copyright © ');
    expect(pages.find((p) => p.path === '/C21101')?.html).toContain('<footer class="so-footer">');
    expect(board?.html).not.toContain('so-footer');
    // Home's card (index.html), the same for everyone: in place of the skeleton, only there
    expect(frame).toContain(
      '<h3 class="so-home-title">ようこそ</h3><p class="so-home-hint">左のメニューから画面を選んでください。</p>',
    );
    expect(frame).not.toContain('so-skeleton');
    expect(board?.html).not.toContain('so-home');
    // only paths without parameters get a page of their own
    expect(pages.some((p) => p.path.includes(':'))).toBe(false);
    // nothing a test or a person could take for the screen itself
    for (const page of [frame, ...pages.filter((p) => !p.signedOut).map((p) => p.html)])
      expect(page).not.toContain('data-testid');
  });

  it('writes the styles of antd’s components on the first signed-in screens, with antd’s map of what the file holds', async () => {
    const { antdStyles } = await paint();
    const held = /\.data-ant-cssinjs-cache-path\{content:"([^"]*)";\}/.exec(antdStyles)?.[1].split(';') ?? [];
    for (const component of [
      'Layout-Layout',
      'Button-Button',
      'Card-Card',
      'Typography-Typography',
      'Menu-Menu',
      // the staff's browse pages
      'Input-Component',
      'Input-Search',
      'Pagination-Pagination',
      'Select-Select',
    ])
      expect(held.some((entry) => entry.split('|').includes(component))).toBe(true);
    expect(antdStyles).toContain('.ant-btn');
  });
});
