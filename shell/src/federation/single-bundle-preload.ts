import type { WebConfig } from '@school/contracts';

// Stands in for ./preload-portal in the bench's single-bundle build (shell/rspack.single.config.mjs):
// the portals are in the bundle, so there is nothing to preload, and no federation runtime to do it.
export const preloadPortalOf = async (_pathname: string, _config: Promise<WebConfig>): Promise<void> => undefined;
