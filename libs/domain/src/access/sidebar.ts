import { isFunctionDisabled, isFunctionExcluded } from './function-ids';
import { STAFF_MIN_ROLE, STUDENT_ROLES } from './roles';

// Server menu entry (T0012AuthorityService.getMenu).
export type MenuEntry = { function_id: string; mmenu_name: string };

export type SidebarItem = {
  functionId: string;
  title: string;
  route: string;
  // e.g. the availability table opens in a new tab
  target?: '_self' | '_blank';
  query?: Readonly<Record<string, string>>;
  forceHidden?: boolean;
  forceVisible?: boolean;
};

// title null or '' is the untitled group.
export type SidebarGroup = { title: string | null; items: readonly SidebarItem[] };

// Hidden from the sidebar even when the menu lists them (required regular teachers); the lesson
// start info item is marked forceHidden in the sidebar definition, whose function id the spec does not give.
export const FORCE_HIDDEN_FUNCTION_IDS: readonly string[] = ['C40401'];

const isUntitled = (group: SidebarGroup): boolean => group.title === null || group.title === '';

export function isItemVisible(item: SidebarItem, menuIds: ReadonlySet<string>, role: number): boolean {
  // A disabled or excluded screen never shows, whatever the flags and the server menu say.
  if (isFunctionDisabled(role, item.functionId) || isFunctionExcluded(role, item.functionId)) return false;
  if (item.forceVisible) return true;
  if (item.forceHidden || FORCE_HIDDEN_FUNCTION_IDS.includes(item.functionId)) return false;
  return menuIds.has(item.functionId);
}

// Students get their own list built from the server menu (name, function id as route). Others
// filter the sidebar definition: roles below 400 see only the untitled group, 400 and above
// every titled group; empty groups are dropped.
export function buildSidebar(
  role: number,
  serverMenu: readonly MenuEntry[],
  definition: readonly SidebarGroup[],
): SidebarGroup[] {
  if (STUDENT_ROLES.includes(role)) {
    return [
      { title: null, items: serverMenu.map((e) => ({ functionId: e.function_id, title: e.mmenu_name, route: e.function_id })) },
    ];
  }
  const menuIds = new Set(serverMenu.map((e) => e.function_id));
  return definition
    .filter((group) => (role >= STAFF_MIN_ROLE ? !isUntitled(group) : isUntitled(group)))
    .map((group) => ({ title: group.title, items: group.items.filter((item) => isItemVisible(item, menuIds, role)) }))
    .filter((group) => group.items.length > 0);
}
