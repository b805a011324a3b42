import type { SidebarGroup } from '@school/domain';

// The back office's sidebar (SPEC §2, §6): the untitled group is what teachers (roles below 400)
// see; staff see the titled groups. Items show when the server menu lists their function id.
// Titles are i18n keys.
export const SIDEBAR: readonly SidebarGroup[] = [
  {
    title: null,
    items: [
      { functionId: 'C11101', title: 'route.C11101', route: 'C11101' },
      { functionId: 'C11201', title: 'route.C11201', route: 'C11201' },
      // the teacher's availability opens in a new tab without the layout (SPEC §2)
      {
        functionId: 'C10201Teacher',
        title: 'route.C10201Teacher',
        route: 'C10201Teacher',
        target: '_blank',
        query: { hideTemplate: '1' },
      },
      { functionId: 'C50101TeacherBrowse', title: 'route.C50101TeacherBrowse', route: 'C50101TeacherBrowse' },
      { functionId: 'C20201', title: 'route.C20201Browse', route: 'C20201Browse' },
      // SPEC §6 gives teachers C10101Edit: their own record, which no server menu lists
      { functionId: 'C10101Edit', title: 'route.C10101Edit', route: 'C10101Edit', forceVisible: true },
      { functionId: 'C00101', title: 'route.C00101', route: 'C00101' },
      // issue 22 gives teachers C00102 (libs/domain ROLE_EXTRA_FUNCTION_IDS), which their menu may not list
      { functionId: 'C00102', title: 'route.C00102', route: 'C00102', forceVisible: true },
      { functionId: 'C00103', title: 'route.C00103', route: 'C00103' },
      { functionId: 'PendingSchedule', title: 'route.PendingSchedule', route: 'PendingSchedule' },
      { functionId: 'ZoomLog', title: 'route.ZoomLog', route: 'ZoomLog' },
      { functionId: 'Chatroom', title: 'route.Chatroom', route: 'Chatroom' },
    ],
  },
  {
    title: 'sidebar.notices',
    items: [
      { functionId: 'C00101', title: 'route.C00101', route: 'C00101' },
      { functionId: 'C00102', title: 'route.C00102', route: 'C00102' },
      { functionId: 'C00103', title: 'route.C00103', route: 'C00103' },
      { functionId: 'M00501', title: 'route.M00501Browse', route: 'M00501Browse' },
    ],
  },
  {
    title: 'sidebar.teachers',
    items: [
      { functionId: 'C10101', title: 'route.C10101Browse', route: 'C10101Browse' },
      { functionId: 'C10201', title: 'route.C10201', route: 'C10201' },
      { functionId: 'C10301', title: 'route.C10301', route: 'C10301' },
    ],
  },
  {
    title: 'sidebar.students',
    items: [
      { functionId: 'C20101', title: 'route.C20101Browse', route: 'C20101Browse' },
      { functionId: 'C20201', title: 'route.C20201Browse', route: 'C20201Browse' },
      { functionId: 'C20301', title: 'route.C20301Browse', route: 'C20301Browse' },
    ],
  },
  {
    title: 'sidebar.applications',
    items: [
      { functionId: 'C30101', title: 'route.C30101', route: 'C30101' },
      { functionId: 'C30201', title: 'route.C30201', route: 'C30201' },
    ],
  },
  {
    title: 'sidebar.lessons',
    items: [
      { functionId: 'C40101', title: 'route.C40101', route: 'C40101' },
      // the availability table opens in a new tab without the layout (SPEC §2)
      { functionId: 'C40201', title: 'route.C40201', route: 'C40201', target: '_blank', query: { hideTemplate: '1' } },
      { functionId: 'C40401', title: 'route.C40401Browse', route: 'C40401Browse' },
      { functionId: 'C40411', title: 'route.C40411Browse', route: 'C40411Browse' },
      { functionId: 'C40501', title: 'route.C40501Browse', route: 'C40501Browse' },
      { functionId: 'C40701', title: 'route.C40701Browse', route: 'C40701Browse' },
      { functionId: 'PendingSchedule', title: 'route.PendingSchedule', route: 'PendingSchedule' },
      { functionId: 'ZoomLog', title: 'route.ZoomLog', route: 'ZoomLog' },
      // always added for everyone (SPEC §6): the rooms of the centers' lessons, whatever a staff menu lists
      { functionId: 'Chatroom', title: 'route.Chatroom', route: 'Chatroom', forceVisible: true },
    ],
  },
  {
    title: 'sidebar.reports',
    items: [{ functionId: 'C50101', title: 'route.C50101Browse', route: 'C50101Browse' }],
  },
  {
    title: 'sidebar.masters',
    items: [
      { functionId: 'M00101', title: 'route.M00101', route: 'M00101' },
      { functionId: 'M20101', title: 'route.M20101Browse', route: 'M20101Browse' },
      { functionId: 'M20201', title: 'route.M20201Browse', route: 'M20201Browse' },
      { functionId: 'M20301', title: 'route.M20301Browse', route: 'M20301Browse' },
      { functionId: 'M20401', title: 'route.M20401Browse', route: 'M20401Browse' },
      { functionId: 'M20601', title: 'route.PgM20601BatchEdit', route: 'PgM20601BatchEdit' },
      { functionId: 'M20701', title: 'route.M20701Browse', route: 'M20701Browse' },
      { functionId: 'M20801', title: 'route.M20801Browse', route: 'M20801Browse' },
      { functionId: 'M20901', title: 'route.M20901Browse', route: 'M20901Browse' },
      { functionId: 'M21001', title: 'route.M21001Browse', route: 'M21001Browse' },
      { functionId: 'M21101', title: 'route.M21101Browse', route: 'M21101Browse' },
      { functionId: 'M21201', title: 'route.M21201Browse', route: 'M21201Browse' },
    ],
  },
];
