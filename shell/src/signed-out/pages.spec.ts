import { SHELL_ROUTES } from '@school/contracts';
import { SIGNED_OUT_PAGES } from './pages';

describe('the signed-out pages the build paints', () => {
  it('are the catalogue routes of those names, open signed out, at those paths and titles', () => {
    for (const page of SIGNED_OUT_PAGES) {
      const route = SHELL_ROUTES.find((r) => r.name === page.name);
      expect(route).toMatchObject({ path: page.path, titleKey: page.titleKey });
      // a signed-in visitor of a public one (the reset link's landing) is handed to the app
      expect(route?.meta.notLogged === true || route?.meta.authenticated === false).toBe(true);
    }
  });
});
