import { CATALOGUES } from '@school/i18n';
import { ApiClient, ServicesContext, textOptions } from '@school/ui/signed-out';
import { createInstance } from 'i18next';
import { renderToString } from 'react-dom/server';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { SignedOutContext, type SignedOutEnvironment } from './environment';
import { SIGNED_OUT_PAGES } from './pages';
import { SignedOutFrame } from './SignedOutFrame';

export type PaintedPage = { name: string; path: string; title: string; html: string };

// Nothing runs at build time: no effect, no click, no call (the client is never asked).
const BUILD_TIME: SignedOutEnvironment = {
  search: '',
  go: () => undefined,
  signIn: () => Promise.reject(new Error('no sign-in at build time')),
};
const SERVICES = {
  api: new ApiClient({ apiUrl: '', onFailure: () => undefined }),
  config: { apiUrl: '', remotes: [] },
  debug: false,
};

// The build's painting of each signed-out page in Japanese (tools/federation/prerender-plugin.mjs
// writes it into the shell's HTML; start.tsx hydrates it).
export async function paintSignedOutPages(): Promise<PaintedPage[]> {
  const i18n = createInstance();
  await i18n.use(initReactI18next).init(textOptions('ja', CATALOGUES.ja));
  return SIGNED_OUT_PAGES.map((page) => ({
    name: page.name,
    path: page.path,
    title: `${i18n.t(page.titleKey)} | ${i18n.t('app.title')}`,
    html: renderToString(
      <I18nextProvider i18n={i18n}>
        <ServicesContext.Provider value={SERVICES}>
          <SignedOutContext.Provider value={BUILD_TIME}>
            <SignedOutFrame titleKey={page.titleKey}>
              <page.Page />
            </SignedOutFrame>
          </SignedOutContext.Provider>
        </ServicesContext.Provider>
      </I18nextProvider>,
    ),
  }));
}
