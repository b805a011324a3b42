import { buildSidebar, type SidebarGroup } from './sidebar';

const definition: SidebarGroup[] = [
  {
    title: null,
    items: [
      { functionId: 'C11101', title: 'today', route: 'C11101' },
      { functionId: 'C50101', title: 'reports', route: 'C50101TeacherBrowse' },
    ],
  },
  {
    title: 'students',
    items: [
      { functionId: 'C20101', title: 'students', route: 'C20101Browse' },
      { functionId: 'C20201', title: 'records', route: 'C20201Browse' },
      { functionId: 'C20301', title: 'center change', route: 'C20301Browse' },
    ],
  },
  {
    title: 'lessons',
    items: [
      { functionId: 'C40101', title: 'board', route: 'C40101' },
      { functionId: 'C40201', title: 'availability', route: 'C40201', target: '_blank', query: { hideTemplate: '1' } },
      { functionId: 'C40401', title: 'required regular teachers', route: 'C40401Browse' },
      { functionId: 'C40601', title: 'lesson start info', route: 'C40601', forceHidden: true },
      { functionId: 'ZoomLog', title: 'zoom', route: 'ZoomLog', forceVisible: true },
    ],
  },
  { title: 'empty', items: [{ functionId: 'M99999', title: 'nothing', route: 'M99999' }] },
];

const menu = (...ids: string[]) => ids.map((function_id) => ({ function_id, mmenu_name: `name ${function_id}` }));
const shape = (groups: SidebarGroup[]) => groups.map((g) => [g.title, g.items.map((i) => i.functionId)]);

describe('sidebar menu', () => {
  it('builds the student list from the server menu, function id as route', () => {
    expect(buildSidebar(110, menu('C21101', 'C21201'), definition)).toEqual([
      {
        title: null,
        items: [
          { functionId: 'C21101', title: 'name C21101', route: 'C21101' },
          { functionId: 'C21201', title: 'name C21201', route: 'C21201' },
        ],
      },
    ]);
    expect(shape(buildSidebar(130, menu('C21101'), definition))).toEqual([[null, ['C21101']]]);
  });

  it('shows roles below 400 only the untitled group', () => {
    expect(shape(buildSidebar(300, menu('C11101', 'C50101', 'C20101', 'C40101'), definition))).toEqual([
      [null, ['C11101', 'C50101']],
    ]);
    expect(shape(buildSidebar(300, menu('C11101'), definition))).toEqual([[null, ['C11101']]]);
  });

  it('leaves C00101 out for a teacher even when the server menu lists it (SPEC §6)', () => {
    const withNotices: SidebarGroup[] = [
      { title: null, items: [...definition[0].items, { functionId: 'C00101', title: 'notices', route: 'C00101' }] },
    ];
    expect(shape(buildSidebar(300, menu('C11101', 'C00101'), withNotices))).toEqual([[null, ['C11101']]]);
  });

  it('shows roles from 400 every titled group, filtered by the server menu', () => {
    expect(shape(buildSidebar(540, menu('C11101', 'C20101', 'C40101', 'C40201'), definition))).toEqual([
      ['students', ['C20101']],
      ['lessons', ['C40101', 'C40201', 'ZoomLog']],
    ]);
  });

  it('hides forced-hidden items even when the menu lists them, shows forced-visible ones', () => {
    const groups = buildSidebar(560, menu('C40401', 'C40601', 'C40101'), definition);
    expect(shape(groups)).toEqual([['lessons', ['C40101', 'ZoomLog']]]);
    const forced = buildSidebar(560, menu('C40401'), [
      { title: 'lessons', items: [{ functionId: 'C40401', title: 't', route: 'C40401Browse', forceVisible: true }] },
    ]);
    expect(shape(forced)).toEqual([['lessons', ['C40401']]]);
  });

  it('removes the disabled links of classroom roles', () => {
    const all = menu('C20101', 'C20201', 'C20301');
    expect(shape(buildSidebar(410, all, definition))).toEqual([
      ['students', ['C20101', 'C20301']],
      ['lessons', ['ZoomLog']],
    ]);
    expect(shape(buildSidebar(420, all, definition))).toEqual([
      ['students', ['C20301']],
      ['lessons', ['ZoomLog']],
    ]);
    expect(shape(buildSidebar(430, all, definition))).toEqual([
      ['students', ['C20301']],
      ['lessons', ['ZoomLog']],
    ]);
  });

  it('keeps item options such as a new-tab target', () => {
    const item = buildSidebar(560, menu('C40201'), definition)[0].items[0];
    expect(item).toMatchObject({ target: '_blank', query: { hideTemplate: '1' } });
  });
});
