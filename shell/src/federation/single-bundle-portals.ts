import { routes as staffRoutes } from '@school/mfe-staff/src/routes';
import { routes as studentRoutes } from '@school/mfe-student/src/routes';
import { routes as teacherRoutes } from '@school/mfe-teacher/src/routes';
import type { RemoteName, WebConfig } from '@school/contracts';
import type { PortalRoute } from '@school/ui';

// Stands in for ./load-portals in the bench's single-bundle build (shell/rspack.single.config.mjs):
// the portals' route tables and screens are compiled into the shell, nothing is federated.
const ROUTES: Record<RemoteName, readonly PortalRoute[]> = {
  mfe_staff: staffRoutes,
  mfe_teacher: teacherRoutes,
  mfe_student: studentRoutes,
};

export const registerPortals = (_config: WebConfig): RemoteName[] => ['mfe_staff', 'mfe_teacher', 'mfe_student'];

export const portalRoutes = async (portal: RemoteName): Promise<readonly PortalRoute[] | null> => ROUTES[portal];
