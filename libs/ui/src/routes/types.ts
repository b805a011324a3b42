import type { RemoteName, RouteDef } from '@school/contracts';
import type { ComponentType } from 'react';

// The React half of a route (the catalogue itself is contract: libs/contracts src/routes).
export type LazyScreen = () => Promise<{ default: ComponentType }>;

// What a portal exposes as './routes': its route table with lazily loaded screens.
export type PortalRoute = RouteDef & { component?: LazyScreen };
export type PortalRoutesModule = { portal: RemoteName; routes: readonly PortalRoute[] };

// The shell loads these with loadRemote<…>('mfe_staff/routes'), typed without downloaded types.
export type StaffRoutesModule = PortalRoutesModule & { portal: 'mfe_staff' };
export type TeacherRoutesModule = PortalRoutesModule & { portal: 'mfe_teacher' };
export type StudentRoutesModule = PortalRoutesModule & { portal: 'mfe_student' };
