import { loadWebConfig } from './config';
import { preloadPortalOf } from './federation/preload-portal';

// The entry only starts asynchronous imports, so shared modules are negotiated first; the web config
// is asked for meanwhile. A signed-out page the build painted (its #root names it) starts with only
// what that page needs and hands over to the app when it must; any other path starts the app, the
// portal of the path loading alongside it.
const config = loadWebConfig();
config.catch(() => undefined);
const loadApp = () => import('./bootstrap');
const startApp = (path: string) => {
  void preloadPortalOf(new URL(path, window.location.href).pathname, config);
  // the texts download beside the app's code instead of after it (the app asks for the same start)
  void import('@school/ui/signed-out').then((ui) => ui.initTexts()).catch(() => undefined);
  return loadApp().then((app) => app.startApp());
};
const container = document.getElementById('root');
const signedOut = container?.dataset.signedOut;
if (container && signedOut)
  void import('./signed-out/start').then((page) => page.startSignedOut(container, signedOut, { load: loadApp, start: startApp }));
else void startApp(window.location.pathname);
