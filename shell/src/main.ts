import { loadWebConfig } from './config';
import { preloadPortalOf } from './federation/preload-portal';

// The entry only starts the asynchronous bootstrap, so shared modules are negotiated first; the
// web config is asked for meanwhile, and the portal of the page's path starts loading with it.
const config = loadWebConfig();
config.catch(() => undefined);
void preloadPortalOf(window.location.pathname, config);
import('./bootstrap');
