import {
  ApiClient,
  createFailureHandler,
  initTexts,
  LOGGED_FLAG_KEY,
  ServicesContext,
  type Services,
} from '@school/ui/signed-out';
import { useMemo, useSyncExternalStore } from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { debugUrlOf, loadWebConfig } from '../config';
import { SignedOutContext, type SignedOutEnvironment } from './environment';
import { PAINTED_LOCALE, SIGNED_OUT_PAGES } from './pages';
import { SignedOutFrame } from './SignedOutFrame';

type HandOver = (path: string, options?: { replace?: boolean; state?: unknown }) => void;

const noChange = () => () => undefined;

// The page's query once hydrated: the build painted it without one, and hydration must find what was painted.
function useSearch(): string {
  return useSyncExternalStore(
    noChange,
    () => window.location.search,
    () => '',
  );
}

function Page({ page, services, handOver }: { page: (typeof SIGNED_OUT_PAGES)[number]; services: Services; handOver: HandOver }) {
  const search = useSearch();
  const environment = useMemo<SignedOutEnvironment>(
    () => ({
      search,
      go: handOver,
      // the app reads the signed-in user itself when it takes over
      signIn: async (credentials) => {
        await services.api.call('Auth_login', credentials, { auth: true });
        try {
          window.localStorage.setItem(LOGGED_FLAG_KEY, '1');
        } catch {
          // private mode: a timed-out session is then taken for a visitor
        }
      },
      // a signed-in visitor was handed to the app; what may be left here is the flag
      endSession: () => {
        try {
          window.localStorage.removeItem(LOGGED_FLAG_KEY);
        } catch {
          // no storage: no flag
        }
      },
    }),
    [search, services, handOver],
  );
  return (
    <ServicesContext.Provider value={services}>
      <SignedOutContext.Provider value={environment}>
        <SignedOutFrame titleKey={page.titleKey}>
          <page.Page />
        </SignedOutFrame>
      </SignedOutContext.Provider>
    </ServicesContext.Provider>
  );
}

const warmApp = (app: () => Promise<unknown>) => {
  const start = () => void app().catch(() => undefined);
  // once someone starts on the form the app is fetched, so it is there when they sign in; a visit that
  // only looks (and Lighthouse) downloads nothing more
  for (const event of ['pointerdown', 'keydown', 'focusin'] as const)
    window.addEventListener(event, start, { once: true, passive: true });
};

// A signed-out page painted by the build (shell/src/index.html's #root carries its name): React
// hydrates it with its texts and an API client of its own, and nothing of the app is loaded until it
// is needed. Anything the page does not do itself — another page, the signed-in user, ?social=bind —
// hands over to the app in the same document (the same React and modules: one shell build).
export async function startSignedOut(
  container: HTMLElement,
  name: string,
  app: { load: () => Promise<unknown>; start: (path: string) => Promise<void> },
): Promise<void> {
  const page = SIGNED_OUT_PAGES.find((p) => p.name === name);
  const query = new URLSearchParams(window.location.search);
  if (!page || query.get('social') === 'bind') return app.start(window.location.pathname + window.location.search);
  let config;
  let i18n;
  try {
    [config, i18n] = await Promise.all([loadWebConfig(), initTexts()]);
  } catch {
    // the app says what failed
    return app.start(window.location.pathname + window.location.search);
  }

  let root: Root | null = null;
  let handedOver = false;
  const handOver: HandOver = (path, options) => {
    if (handedOver) return;
    handedOver = true;
    // the state where react-router keeps it, so the app's router starts with it
    const state = { usr: options?.state ?? null, key: Math.random().toString(36).slice(2, 10), idx: options?.replace ? 0 : 1 };
    if (options?.replace) window.history.replaceState(state, '', path);
    else window.history.pushState(state, '', path);
    root?.unmount();
    void app.start(path);
  };
  const debug = config.debug === true;
  const api = new ApiClient({
    apiUrl: config.apiUrl,
    debug,
    locale: () => i18n.language,
    onFailure: createFailureHandler({
      logout: () => undefined,
      navigate: (path) => handOver(path),
      reload: () => window.location.reload(),
      debugUrl: (requestId) => debugUrlOf(config, requestId),
    }),
  });
  const tree = <Page page={page} services={{ api, config, debug }} handOver={handOver} />;
  if (i18n.language === PAINTED_LOCALE) root = hydrateRoot(container, tree);
  else {
    root = createRoot(container);
    root.render(tree);
  }
  warmApp(app.load);

  // A signed-in visitor, or one whose session timed out, is the app's to answer (SPEC §2, §4).
  const user = await api.call('getCurrentUser', {}, { silent: true, handleErrors: false }).catch(() => null);
  let flagged = false;
  try {
    flagged = window.localStorage.getItem(LOGGED_FLAG_KEY) !== null;
  } catch {
    // no storage: no flag
  }
  if (user || flagged) handOver(window.location.pathname + window.location.search, { replace: true });
}
