import { type C30201BatchEditOutput, type Caller } from '@school/contracts';
import { ROLE } from '@school/domain';
import { type DataSource } from 'typeorm';
import { CenterAccess } from '../center/center-access';
import { CenterRepository } from '../center/center.repository';
import { EntryCellRepository } from '../entry-cell/entry-cell.repository';
import {
  addCalendar,
  addCenters,
  addShifts,
  callersOf,
  dataSource,
  refusal,
  removeRows,
} from '../entry-cell/entry-cell.test-bed';
import { EntryControlRepository } from './entry-control.repository';
import { EntryControlService } from './entry-control.service';

// C30201 application limits and full seats against the real PostgreSQL. Every row is this file's own:
// centers 848_00x, teachers 848_2xx and a calendar in May 2097 (05-14 closed, 05-15 open for period 1
// only), which no seed reaches; removed at the end. On 05-12 three teachers work slot 21 and one
// one-to-one lesson is booked there: 2 teachers left.
const CENTER = 848_001;
const OTHER = 848_002;
const TEACHERS = [848_201, 848_202, 848_203];
const LESSON = 848_001;
const search = { center_no: CENTER, start_date: '2097-05-01', end_date: '2097-05-31' };

const caller = callersOf({
  userNo: 848_999,
  role: ROLE.CENTER_HEAD,
  functionIds: ['C30201'],
  centerNos: [CENTER],
  requestId: 'entry-control.int.spec',
});

describe('EntryControlService (C30201) against PostgreSQL', () => {
  let ds: DataSource;
  let controls: EntryControlService;

  const rows = async () =>
    (
      (await ds.query(
        `SELECT to_char("schedule_date", 'YYYY-MM-DD') || '|' || "time_limit_no" || '|' || coalesce("set_by_user_no", 0) AS "row"
           FROM "scheduling"."entry_control" WHERE "center_no" = ANY($1::int[]) ORDER BY 1`,
        [[CENTER, OTHER]],
      )) as { row: string }[]
    ).map((r) => r.row);
  const cell = (grid: C30201BatchEditOutput, date: string, slot: number) =>
    grid.days.find((d) => d.schedule_date === date)?.cells.find((c) => c.time_limit_no === slot);
  const cleanUp = () => removeRows(ds, { lessons: [LESSON, LESSON], teachers: TEACHERS, centers: [CENTER, OTHER] });

  beforeAll(async () => {
    ds = await dataSource(2);
    controls = new EntryControlService(
      new EntryControlRepository(ds),
      new EntryCellRepository(ds),
      new CenterAccess(new CenterRepository(ds)),
    );
    await cleanUp();
    await addCenters(ds, [
      [CENTER, '制限試験'],
      [OTHER, '制限試験2'],
    ]);
    await addCalendar(ds, CENTER, '2097-05-01', '2097-05-31', {
      closed: ['2097-05-14'],
      endsAt: { '2097-05-15': 10 },
      fiscalYear: 2097,
    });
    await addShifts(ds, CENTER, TEACHERS, ['2097-05-12'], [21]);
    await ds.query(
      `INSERT INTO "scheduling"."lesson" ("schedule_no", "schedule_date", "schedule_datetime", "time_limit_no", "time_division",
         "student_no", "center_no", "course_setting_no", "subject_no", "dayofweek_code")
       VALUES ($1, '2097-05-12', '2097-05-12 16:30+09', 21, 1, 848101, $2, 201, 1, 7)`,
      [LESSON, CENTER],
    );
  });

  afterAll(async () => {
    await cleanUp();
    await ds.destroy();
  });

  it('shows each date’s open slots with the remaining teacher count, full flags and control rows; closed days have no cells', async () => {
    const grid = await controls.getBatchEdit(search, caller());
    expect(grid.days).toHaveLength(31);
    expect(grid.time_slots.map((s) => s.time_limit_no)).toEqual(expect.arrayContaining([10, 11, 12, 50, 52]));
    const may12 = grid.days.find((d) => d.schedule_date === '2097-05-12');
    expect(may12?.cells.map((c) => c.time_limit_no)).toEqual([10, 11, 12, 20, 21, 22, 30, 31, 32, 40, 41, 42, 50, 51, 52]);
    expect(cell(grid, '2097-05-12', 21)).toEqual({
      time_limit_no: 21,
      controlled: false,
      set_by_user_no: null,
      set_at: null,
      remaining_teachers: 2,
      full: false,
    });
    // nobody works the second half: 0 left, and the 90-minute slot is as full as its fuller half
    expect(cell(grid, '2097-05-12', 22)).toMatchObject({ remaining_teachers: 0, full: true });
    expect(cell(grid, '2097-05-12', 20)).toMatchObject({ remaining_teachers: 0, full: true });
    expect(grid.days.find((d) => d.schedule_date === '2097-05-14')).toMatchObject({ closed: true, cells: [] });
    expect(grid.days.find((d) => d.schedule_date === '2097-05-15')?.cells.map((c) => c.time_limit_no)).toEqual([10, 11, 12]);
  });

  it('sets control rows in one go (who set them kept), a set cell is full for the count, and clears them', async () => {
    const set = await controls.doBatchEdit(
      {
        ...search,
        action: 'set',
        rows: [
          { schedule_date: '2097-05-12', time_limit_no: 21 },
          { schedule_date: '2097-05-13', time_limit_no: 30 },
          { schedule_date: '2097-05-12', time_limit_no: 21 },
        ],
      },
      caller(),
    );
    expect(set.changed).toBe(2);
    expect(await rows()).toEqual(['2097-05-12|21|848999', '2097-05-13|30|848999']);
    expect(cell(set, '2097-05-12', 21)).toMatchObject({
      controlled: true,
      set_by_user_no: 848_999,
      remaining_teachers: 2,
      full: true,
    });
    expect(cell(set, '2097-05-12', 20)).toMatchObject({ controlled: false, full: true });
    expect(cell(set, '2097-05-13', 31)).toMatchObject({ controlled: false, full: true });
    const read = await controls.getBatchEdit(search, caller());
    expect(cell(read, '2097-05-12', 21)?.full).toBe(true);

    // a cell already set keeps who set it first
    const again = await controls.doBatchEdit(
      { ...search, action: 'set', rows: [{ schedule_date: '2097-05-12', time_limit_no: 21 }] },
      caller({ userNo: 848_998 }),
    );
    expect(again.changed).toBe(0);
    expect(await rows()).toEqual(['2097-05-12|21|848999', '2097-05-13|30|848999']);

    const cleared = await controls.doBatchEdit(
      {
        ...search,
        action: 'clear',
        rows: [
          { schedule_date: '2097-05-12', time_limit_no: 21 },
          { schedule_date: '2097-05-13', time_limit_no: 30 },
          { schedule_date: '2097-05-20', time_limit_no: 30 },
        ],
      },
      caller(),
    );
    expect(cleared.changed).toBe(2);
    expect(await rows()).toEqual([]);
    expect(cell(cleared, '2097-05-12', 21)).toMatchObject({ controlled: false, full: false });
  });

  it('refuses bad searches and rows with a 422 on the field, writing nothing', async () => {
    await controls.doBatchEdit(
      { ...search, action: 'set', rows: [{ schedule_date: '2097-05-02', time_limit_no: 10 }] },
      caller(),
    );
    const before = await rows();
    const row = (schedule_date: string, time_limit_no: number) => ({ schedule_date, time_limit_no });
    const cases: [Record<string, unknown>, Caller, string, string][] = [
      [
        { rows: [row('2097-05-03', 10), row('2097-06-01', 10)] },
        caller(),
        'rows.1.schedule_date',
        'scheduling.entryControl.outsideRange',
      ],
      [{ rows: [row('2097-05-14', 10)] }, caller(), 'rows.0.schedule_date', 'scheduling.entryControl.closedDay'],
      [{ rows: [row('2097-05-15', 21)] }, caller(), 'rows.0.time_limit_no', 'scheduling.entryControl.slotNotOpen'],
      // inside a longer search, a date the center's calendar has no row for
      [
        { end_date: '2097-06-05', rows: [row('2097-06-02', 10)] },
        caller(),
        'rows.0.schedule_date',
        'scheduling.entryControl.noCalendarDay',
      ],
      [{ rows: [row('2097-05-03', 99)] }, caller(), 'rows.0.time_limit_no', 'scheduling.entryControl.slotUnknown'],
      [{ rows: [row('2097-05-32', 10)] }, caller(), 'rows.0.schedule_date', 'scheduling.entryControl.invalidDate'],
      [{ rows: [] }, caller(), 'rows', 'scheduling.entryControl.rowsInvalid'],
      [{ action: 'toggle' }, caller(), 'action', 'scheduling.entryControl.actionInvalid'],
      [{ end_date: '2097-07-02' }, caller(), 'end_date', 'scheduling.entryControl.rangeInvalid'],
      [{ end_date: '2097-04-30' }, caller(), 'end_date', 'scheduling.entryControl.rangeInvalid'],
      [{}, caller({ centerNos: [OTHER] }), 'center_no', 'scheduling.entryControl.centerInvalid'],
    ];
    for (const [over, who, field, key] of cases) {
      const r = await refusal(controls.doBatchEdit({ ...search, action: 'clear', rows: [row('2097-05-02', 10)], ...over }, who));
      const [message] = r.errors?.[field] ?? [];
      expect({
        over,
        status: r.status,
        fields: Object.keys(r.errors ?? {}),
        key: typeof message === 'string' ? message : message?.key,
      }).toEqual({ over, status: 422, fields: [field], key });
    }
    expect(await rows()).toEqual(before);
    const wide = await refusal(controls.getBatchEdit({ ...search, end_date: '2097-07-02' }, caller()));
    expect(wide.status).toBe(422);
  });
});
