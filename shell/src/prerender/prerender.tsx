import { ROUTE_CATALOGUE, type RouteDef } from '@school/contracts';
import { CATALOGUES } from '@school/i18n';
import { ApiClient, ServicesContext, textOptions } from '@school/ui/signed-out';
import { createInstance } from 'i18next';
import type { ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { SignedOutContext, type SignedOutEnvironment } from '../signed-out/environment';
import { PAINTED_LOCALE, SIGNED_OUT_PAGES } from '../signed-out/pages';
import { SignedOutFrame } from '../signed-out/SignedOutFrame';
import { firstScreenStyles } from './antd-styles';
import { AppFrame, HomeCard } from './AppFrame';

export type PaintedPage = { path: string; title: string; html: string; signedOut?: string };
// antdStyles: the CSS of antd's components on the first signed-in screens (antd-styles.tsx)
export type Painting = { frame: string; pages: PaintedPage[]; antdStyles: string };

// The screens whose frame gets a page of its own: a path without parameters, not painted whole.
const framed = (route: RouteDef) =>
  !route.path.includes(':') && route.path !== '/' && !SIGNED_OUT_PAGES.some((p) => p.name === route.name);
// a signed-in screen keeps the sidebar's place
const signedIn = (route: RouteDef) => !route.meta.notLogged && route.meta.authenticated !== false;

// Nothing runs at build time: no effect, no click, no call (the client is never asked).
const BUILD_TIME: SignedOutEnvironment = {
  search: '',
  go: () => undefined,
  signIn: () => Promise.reject(new Error('no sign-in at build time')),
  endSession: () => undefined,
};
const SERVICES = {
  api: new ApiClient({ apiUrl: '', onFailure: () => undefined }),
  config: { apiUrl: '', remotes: [] },
  debug: false,
};

// The build's painting, in Japanese (tools/federation/prerender-plugin.mjs writes it into the shell's
// HTML): each signed-out page whole, which start.tsx hydrates; each other screen's frame with its
// title, and the app's frame for index.html (Home and any other path), with Home's card.
export async function paint(): Promise<Painting> {
  const i18n = createInstance();
  await i18n.use(initReactI18next).init(textOptions(PAINTED_LOCALE, CATALOGUES[PAINTED_LOCALE]));
  const titled = (titleKey: string) => `${i18n.t(titleKey)} | ${i18n.t('app.title')}`;
  const render = (element: ReactElement) => renderToString(<I18nextProvider i18n={i18n}>{element}</I18nextProvider>);
  const signedOut = SIGNED_OUT_PAGES.map((page) => ({
    path: page.path,
    title: titled(page.titleKey),
    signedOut: page.name,
    html: render(
      <ServicesContext.Provider value={SERVICES}>
        <SignedOutContext.Provider value={BUILD_TIME}>
          <SignedOutFrame titleKey={page.titleKey}>
            <page.Page />
          </SignedOutFrame>
        </SignedOutContext.Provider>
      </ServicesContext.Provider>,
    ),
  }));
  const frames = ROUTE_CATALOGUE.filter(framed).map((route) => ({
    path: route.path,
    title: titled(route.titleKey),
    html: render(<AppFrame titleKey={route.titleKey} sidebar={signedIn(route)} footer={route.meta.showFooter !== false} />),
  }));
  return {
    frame: render(<AppFrame sidebar={false} footer screen={<HomeCard />} />),
    pages: [...signedOut, ...frames],
    antdStyles: firstScreenStyles(),
  };
}
