// Where a route's screen lives: the shell or one of the federated portals (DESIGN §1).
export const PORTALS = ['shell', 'mfe_staff', 'mfe_teacher', 'mfe_student'] as const;
export type PortalName = (typeof PORTALS)[number];
export type RemoteName = Exclude<PortalName, 'shell'>;

// SPEC §2/§6 route meta plus the layout flags the shell reads. The shell's guard hands it to
// libs/domain's checkRoute, whose RouteMeta it must fit (the contract imports no rule library).
export type PortalRouteMeta = {
  roles?: readonly number[];
  permissions?: readonly string[];
  authenticated?: boolean;
  notLogged?: boolean;
  debug?: boolean;
  showFooter?: boolean;
};

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

// The runtime config the shell reads from /remotes.json at start.
export type RemoteEntry = { name: RemoteName; entry: string };
export type WebConfig = { apiUrl: string; remotes: RemoteEntry[]; debug?: boolean; debugUrl?: string };
