import { type CurrentUser, buildPath, type RouteDef } from '@school/contracts';
import type { SidebarGroup, SidebarItem } from '@school/domain';

export type SidebarLink = { key: string; functionId: string; label: string; href: string; newTab: boolean };
export type SidebarSection = { key: string; title: string | null; links: SidebarLink[] };

// Turns the groups of buildSidebar into links: an item whose route needs a parameter the user
// cannot supply (teacher_no of someone else), or whose route is unknown, is left out.
export function sidebarSections(
  groups: readonly SidebarGroup[],
  routes: readonly RouteDef[],
  user: Pick<CurrentUser, 'teacher_no' | 'student_no'> | null,
  translateTitle: (item: SidebarItem) => string,
): SidebarSection[] {
  // a teacher's own pages: C10201Teacher by teacher_no, C10101Edit by teacher_id
  const params = {
    teacher_no: user?.teacher_no ?? undefined,
    teacher_id: user?.teacher_no ?? undefined,
    studentNo: user?.student_no ?? undefined,
  };
  return groups
    .map((group, g) => ({
      key: `group-${g}`,
      title: group.title,
      links: group.items.flatMap((item): SidebarLink[] => {
        const route = routes.find((r) => r.name === item.route);
        if (!route) return [];
        let path: string;
        try {
          path = buildPath(route.path, params);
        } catch {
          return [];
        }
        const query = item.query ? `?${new URLSearchParams(item.query as Record<string, string>).toString()}` : '';
        return [
          {
            key: `${g}-${item.functionId}-${item.route}`,
            functionId: item.functionId,
            label: translateTitle(item),
            href: path + query,
            newTab: item.target === '_blank',
          },
        ];
      }),
    }))
    .filter((s) => s.links.length > 0);
}
