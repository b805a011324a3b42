import { ensureSharedStack } from './global-setup';

// The web project's global setup: the shared stack, and one headless Chromium for every browser test.
export default function globalSetupWeb(): Promise<void> {
  return ensureSharedStack({ browser: true });
}
