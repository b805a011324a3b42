import { loadRemote, registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import type {
  PortalRoute,
  PortalRoutesModule,
  RemoteName,
  StaffRoutesModule,
  StudentRoutesModule,
  TeacherRoutesModule,
  WebConfig,
} from '@school/ui';
import { isUnavailablePortal, portalFallbackPlugin } from './fallback-plugin';

export type PortalLoad = { portal: RemoteName; routes: readonly PortalRoute[] | null };

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

// Registers the remotes of /remotes.json and loads each one's route table; a failure of one leaves
// the others (routes null = unavailable).
export async function loadPortals(config: WebConfig): Promise<PortalLoad[]> {
  registerPlugins([portalFallbackPlugin((id, error) => console.warn(`[federation] ${id} is unavailable:`, error))]);
  registerRemotes(config.remotes.map((r) => ({ name: r.name, entry: r.entry })));
  return Promise.all(
    config.remotes
      .filter((r) => r.name in loaders)
      .map(async ({ name }) => {
        try {
          const module = await withTimeout(loaders[name](), PORTAL_TIMEOUT_MS);
          if (isUnavailablePortal(module) || !isRoutesModule(module)) return { portal: name, routes: null };
          return { portal: name, routes: module.routes };
        } catch (error) {
          console.warn(`[federation] ${name} is unavailable:`, error);
          return { portal: name, routes: null };
        }
      }),
  );
}
