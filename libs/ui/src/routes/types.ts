import type { ApiInput, ApiName, ApiOutput, RemoteName, RouteDef } from '@school/contracts';
import type { ComponentType } from 'react';
import type { ApiAction } from '../api/api-client';

// The React half of a route (the catalogue itself is contract: libs/contracts src/routes).
export type LazyScreen = () => Promise<{ default: ComponentType }>;

// The calls a screen makes as it opens, for the query of its URL: the shell starts them once the route is
// allowed, while the screen's code still loads, and the screen's identical calls take their answers
// (ApiClient.prefetch). A cold visit to the board waited half a second for its code before asking.
// A screen whose calls depend on earlier answers (the board without a center in its URL: its first
// center, then where its range starts) asks those first through `ahead`, which prefetches each
// call the same way and gives the prefetch its answer, and returns the calls that follow.
export type PrefetchAhead = <N extends ApiName>(api: N, input: ApiInput<N>) => Promise<ApiOutput<N>>;
export type ScreenPrefetch = (
  search: URLSearchParams,
  ahead: PrefetchAhead,
) => readonly ApiAction[] | Promise<readonly ApiAction[]>;

// What a portal exposes as './routes': its route table with lazily loaded screens.
export type PortalRoute = RouteDef & { component?: LazyScreen; prefetch?: ScreenPrefetch };
export type PortalRoutesModule = { portal: RemoteName; routes: readonly PortalRoute[] };

// The shell loads these with loadRemote<…>('mfe_staff/routes'), typed without downloaded types.
export type StaffRoutesModule = PortalRoutesModule & { portal: 'mfe_staff' };
export type TeacherRoutesModule = PortalRoutesModule & { portal: 'mfe_teacher' };
export type StudentRoutesModule = PortalRoutesModule & { portal: 'mfe_student' };
