import { loadWebConfig } from './config';
import { preloadPortalOf } from './federation/preload-portal';
import { signedOutHandOff } from './signed-out/hand-off';

// The entry only starts asynchronous imports, so shared modules are negotiated first; the web config
// is asked for meanwhile. Added by a signed-out page the build painted (signed-out/main.ts, the
// federated shell's), it answers that page with how to start the app; in the single bundle, such a
// page (its #root names it) starts from here with only what it needs and hands over to the app when
// it must; any other path starts the app, the portal of the path loading alongside it.
const config = loadWebConfig();
config.catch(() => undefined);
const loadApp = () => import('./bootstrap');
const startApp = (path: string) => {
  void preloadPortalOf(new URL(path, window.location.href).pathname, config);
  // the texts download beside the app's code instead of after it (the app asks for the same start)
  void import('@school/ui/signed-out').then((ui) => ui.initTexts()).catch(() => undefined);
  return loadApp().then((app) => app.startApp());
};
const handOff = signedOutHandOff();
const container = document.getElementById('root');
const signedOut = container?.dataset.signedOut;
if (handOff) handOff.ready({ load: loadApp, start: startApp });
else if (container && signedOut)
  void import('./signed-out/start').then((page) => page.startSignedOut(container, signedOut, { load: loadApp, start: startApp }));
else void startApp(window.location.pathname);
