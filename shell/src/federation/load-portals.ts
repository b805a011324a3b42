import { loadRemote, registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import type { RemoteName, WebConfig } from '@school/contracts';
import type { PortalRoute, PortalRoutesModule, StaffRoutesModule, StudentRoutesModule, TeacherRoutesModule } from '@school/ui';
import { isUnavailablePortal, portalFallbackPlugin } from './fallback-plugin';

// A portal that does not answer within this time counts as unavailable.
const PORTAL_TIMEOUT_MS = 10000;

const withTimeout = <T>(promise: Promise<T>, ms: number): Promise<T> =>
  Promise.race([promise, new Promise<T>((_, reject) => setTimeout(() => reject(new Error(`timed out after ${ms} ms`)), ms))]);

const loaders: Record<RemoteName, () => Promise<PortalRoutesModule | unknown>> = {
  mfe_staff: () => loadRemote<StaffRoutesModule>('mfe_staff/routes'),
  mfe_teacher: () => loadRemote<TeacherRoutesModule>('mfe_teacher/routes'),
  mfe_student: () => loadRemote<StudentRoutesModule>('mfe_student/routes'),
};

const isRoutesModule = (value: unknown): value is PortalRoutesModule =>
  typeof value === 'object' && value !== null && Array.isArray((value as PortalRoutesModule).routes);

let registered: RemoteName[] | null = null;

// Registers the remotes of /remotes.json without fetching any of them: a portal's code is only
// needed on its own routes, so the login screen and the shell's pages never wait for it. Once per
// page: the entry's preload and the bootstrap both ask, with the same config.
export function registerPortals(config: WebConfig): RemoteName[] {
  if (registered) return registered;
  const remotes = config.remotes.filter((r) => r.name in loaders);
  registerPlugins([portalFallbackPlugin((id, error) => console.warn(`[federation] ${id} is unavailable:`, error))]);
  registerRemotes(remotes.map((r) => ({ name: r.name, entry: r.entry })));
  registered = remotes.map((r) => r.name);
  return registered;
}

async function loadPortal(portal: RemoteName): Promise<readonly PortalRoute[] | null> {
  try {
    const module = await withTimeout(loaders[portal](), PORTAL_TIMEOUT_MS);
    return isUnavailablePortal(module) || !isRoutesModule(module) ? null : module.routes;
  } catch (error) {
    console.warn(`[federation] ${portal} is unavailable:`, error);
    return null;
  }
}

const loading = new Map<RemoteName, Promise<readonly PortalRoute[] | null>>();

// A portal's exposed route table, fetched with the first navigation into one of its routes and
// kept for the page's life; null when the portal could not be loaded (one failure leaves the others).
export function portalRoutes(portal: RemoteName): Promise<readonly PortalRoute[] | null> {
  let routes = loading.get(portal);
  if (!routes) {
    routes = loadPortal(portal);
    loading.set(portal, routes);
  }
  return routes;
}
