import type { ComponentType } from 'react';
import type { RouteMeta } from '@school/domain';

// Where a route's screen lives: the shell or one of the federated portals (DESIGN §1).
export const PORTALS = ['shell', 'mfe_staff', 'mfe_teacher', 'mfe_student'] as const;
export type PortalName = (typeof PORTALS)[number];
export type RemoteName = Exclude<PortalName, 'shell'>;

// SPEC §2/§6 route meta plus the layout flags the shell reads.
export type PortalRouteMeta = RouteMeta & { showFooter?: boolean };

// One route of SPEC §2: name, path (react-router syntax), title key, meta. redirectTo names the
// route a bare parent path forwards to (C40501 → C40501Browse); status marks the screens that only
// say "under construction".
export type RouteDef = {
  name: string;
  path: string;
  titleKey: string;
  portal: PortalName;
  meta: PortalRouteMeta;
  redirectTo?: string;
  status?: 'underConstruction';
};

export type LazyScreen = () => Promise<{ default: ComponentType }>;

// What a portal exposes as './routes': its route table with lazily loaded screens.
export type PortalRoute = RouteDef & { component?: LazyScreen };
export type PortalRoutesModule = { portal: RemoteName; routes: readonly PortalRoute[] };

// The shell loads these with loadRemote<…>('mfe_staff/routes'), typed without downloaded types.
export type StaffRoutesModule = PortalRoutesModule & { portal: 'mfe_staff' };
export type TeacherRoutesModule = PortalRoutesModule & { portal: 'mfe_teacher' };
export type StudentRoutesModule = PortalRoutesModule & { portal: 'mfe_student' };

// The runtime config the shell reads from /remotes.json at start.
export type RemoteEntry = { name: RemoteName; entry: string };
export type WebConfig = { apiUrl: string; remotes: RemoteEntry[]; debug?: boolean; debugUrl?: string };
