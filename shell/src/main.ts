import { requestWebConfig } from './config';

// The entry only starts the asynchronous bootstrap, so shared modules are negotiated first; the
// web config is asked for meanwhile.
void requestWebConfig().catch(() => undefined);
import('./bootstrap');
