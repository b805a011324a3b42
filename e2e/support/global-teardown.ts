import { stopSharedStack } from './global-setup';

// Stops what global-setup.ts started. Prints nothing: jest's summary stays the last line of a run.
export default function globalTeardown(): Promise<void> {
  return stopSharedStack();
}
