import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

// What loadRemote answers for a portal that could not be loaded (manifest, entry or module).
export type UnavailablePortal = { unavailable: true; reason: string };

export const isUnavailablePortal = (value: unknown): value is UnavailablePortal =>
  typeof value === 'object' && value !== null && (value as UnavailablePortal).unavailable === true;

// A remote that fails must not take the shell down: the failure becomes a marker module and the
// shell shows 'portal unavailable' on that portal's routes (DESIGN §1).
export function portalFallbackPlugin(onError: (remoteId: string, error: unknown) => void): ModuleFederationRuntimePlugin {
  return {
    name: 'school-portal-fallback',
    errorLoadRemote(args) {
      if (args.lifecycle !== 'onLoad') return undefined;
      onError(args.id, args.error);
      const module: UnavailablePortal = { unavailable: true, reason: String(args.error) };
      return () => module;
    },
  };
}
