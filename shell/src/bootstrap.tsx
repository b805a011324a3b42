import { ApiClient, APP_CONFIG, createFailureHandler, cspNonce, initI18n } from '@school/ui';
import { ConfigProvider, Spin } from 'antd';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router';
import { applyBuiltStyles } from './built-styles';
import { debugUrlOf, loadWebConfig } from './config';
import { applyCspShims } from './csp-shims';
import { registerPortals } from './federation/load-portals';
import { StatusResult } from './pages/StatusResult';
import { Root } from './Root';
import { buildRouteObjects, collectRoutes } from './router/build-routes';
import { loginPathWithNext } from './navigation/next-path';
import { clearSession } from './session/session-service';

// The app: started by the entry, or by a signed-out page painted from the build's HTML when it hands
// over (after sign-in, or for a page it does not show itself).
export async function startApp(): Promise<void> {
  const container = document.getElementById('root');
  if (!container) throw new Error('#root is missing from index.html');
  const root = createRoot(container);
  // antd adds its styles with the CSP nonce of the page, already for what shows before Root
  const csp = { nonce: cspNonce() };
  applyCspShims(csp.nonce);
  const stylesApplied = applyBuiltStyles();
  const configLoad = loadWebConfig();
  // its failure is shown below, once the texts are loaded
  configLoad.catch(() => undefined);
  const i18nLoad = initI18n();
  await stylesApplied;
  // a page the build painted (a screen's frame) stays until the app has something to show
  if (!container.childElementCount)
    root.render(
      <ConfigProvider {...APP_CONFIG} csp={csp}>
        <Spin size="large" style={{ display: 'block', marginTop: '40vh' }} />
      </ConfigProvider>,
    );
  const i18n = await i18nLoad;

  let config;
  try {
    config = await configLoad;
  } catch (e) {
    root.render(
      <ConfigProvider {...APP_CONFIG} csp={csp}>
        <StatusResult status="error" title={i18n.t('app.configError')} subTitle={String(e)} />
      </ConfigProvider>,
    );
    return;
  }
  const debug = config.debug === true;
  let router: ReturnType<typeof createBrowserRouter> | null = null;
  const api = new ApiClient({
    apiUrl: config.apiUrl,
    debug,
    locale: () => i18n.language,
    onFailure: createFailureHandler({
      // SPEC §8: 401/403 log out; the notice is the handler's, the way back is the page it happened on
      logout: () => {
        clearSession();
        const at = router?.state.location;
        void router?.navigate(loginPathWithNext(at ? at.pathname + at.search : null));
      },
      navigate: (path) => void router?.navigate(path),
      reload: () => window.location.reload(),
      debugUrl: (requestId) => debugUrlOf(config, requestId),
    }),
  });

  const shown = () => {
    const state = router?.state;
    return state?.initialized
      ? { url: state.location.pathname + state.location.search, route: state.matches.at(-1)?.route.path }
      : null;
  };
  const created = createBrowserRouter(buildRouteObjects(collectRoutes(registerPortals(config)), api, debug, shown));
  router = created;
  // the frame painted by the build (or the spinner) stays until the first screen is there: the router
  // shows nothing while its first navigation (guard, screen code) is under way
  if (!created.state.initialized)
    await new Promise<void>((resolve) => {
      const stop = created.subscribe((state) => {
        if (!state.initialized) return;
        stop();
        resolve();
      });
    });
  root.render(<Root services={{ api, config, debug }} router={created} csp={csp} />);
}
