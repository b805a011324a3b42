import { routesOf } from '@school/contracts';
import type { LazyScreen, PortalRoute } from '@school/ui';

// The student portal's route table (DESIGN §1); screens not listed here render the shell's placeholder.
const SCREENS: Readonly<Record<string, LazyScreen>> = {};

export const portal = 'mfe_student';
export const routes: readonly PortalRoute[] = routesOf('mfe_student').map((r) => ({ ...r, component: SCREENS[r.name] }));
