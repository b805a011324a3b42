import { addDays, ROLE } from '@school/domain';
import { type DataSource } from 'typeorm';
import { EntryCellRepository } from '../entry-cell/entry-cell.repository';
import {
  addCalendar,
  addLesson as addLessonRow,
  addShifts,
  addStudents,
  addTeachers,
  callersOf,
  dataSource,
  refusal,
  removeYearRows,
} from '../entry-cell/entry-cell.test-bed';
import { StudentRowsRepository } from '../student-schedule/student-rows.repository';
import { StudentEntryService } from './student-entry.service';

// C30101Student_doBrowse against the real PostgreSQL. Center 2's calendar, shifts, lessons and
// applications in 2095 (no seed reaches it) and the students 842_1xx and teachers 842_2xx are this
// file's own, removed at the end. "Today" is Monday 2095-06-06 in Tokyo.
const CENTER = 2;
const OTHER_CENTER = 1;
const STUDENT = 842_101;
const CLASSMATE = 842_102;
const TEACHERS = [842_201, 842_202, 842_203];
const FIRST_LESSON = 842_001;
const NOW = new Date('2095-06-06T03:00:00Z');
const WEEK = { start_date: '2095-06-13', end_date: '2095-06-19', center_no: CENTER };
const PREFIX = `student-entry-${process.pid}-`;
const INVALID = { status: 422, code: 'VALIDATION_ERROR', key: 'error.validation' };

const caller = callersOf({
  userNo: 842_999,
  role: ROLE.STUDENT_110,
  functionIds: ['C30101Student'],
  studentNo: STUDENT,
  requestId: 'student-entry.service.int.spec',
});

describe('StudentEntryService (C30101Student_doBrowse) against PostgreSQL', () => {
  let ds: DataSource;
  let service: StudentEntryService;
  let next = FIRST_LESSON;

  const addLesson = (
    date: string,
    slot: number,
    o: { student?: number; teacher?: number; entry?: number; capacity?: number } = {},
  ) => addLessonRow(ds, { ...o, no: next++, date, slot, student: o.student ?? CLASSMATE, center: CENTER });
  const cleanUp = () =>
    removeYearRows(ds, {
      year: 2095,
      firstLesson: FIRST_LESSON,
      students: [STUDENT, CLASSMATE],
      teachers: TEACHERS,
      centerDates: { center: CENTER, from: '2095-01-01', to: '2095-12-31' },
      seminarPrefix: PREFIX,
    });

  beforeAll(async () => {
    ds = await dataSource(4);
    service = new StudentEntryService(new StudentRowsRepository(ds), new EntryCellRepository(ds));
    await cleanUp();
    await addStudents(ds, CENTER, [STUDENT, CLASSMATE], (no) => `${PREFIX}${no}`);
    await addTeachers(ds, CENTER, TEACHERS, (no) => `${PREFIX}${no}`);
    // June to September 2095: periods 1 to 5 open, Sundays and Tuesday 7 June closed
    await addCalendar(ds, CENTER, '2095-06-01', '2095-09-30', { closed: ['2095-06-07'], closedSundays: true, fiscalYear: 2095 });
    // 14 June: two teachers in the first half of period 2, one one-to-one lesson there → one left: full;
    // three teachers in the second half, one lesson → two left: open
    await addShifts(ds, CENTER, TEACHERS.slice(0, 2), ['2095-06-14'], [21]);
    await addShifts(ds, CENTER, TEACHERS, ['2095-06-14'], [22]);
    await addLesson('2095-06-14', 21);
    await addLesson('2095-06-14', 22);
    // 15 June period 3 closed to applications by staff (t0062): its halves are full too
    await ds.query(
      `INSERT INTO "scheduling"."entry_control" ("center_no", "schedule_date", "time_limit_no") VALUES ($1, '2095-06-15', 30)`,
      [CENTER],
    );
  });

  afterAll(async () => {
    await cleanUp();
    await ds.destroy();
  });

  it("reads the week of the student's center: open cells, closed days, full cells by the one count", async () => {
    const out = await service.browse(WEEK, caller(), NOW);
    expect(out).toMatchObject({ student_no: STUDENT, center_no: CENTER, today: '2095-06-06' });
    expect(out.days.map((d) => d.schedule_date)).toEqual([
      '2095-06-13',
      '2095-06-14',
      '2095-06-15',
      '2095-06-16',
      '2095-06-17',
      '2095-06-18',
      '2095-06-19',
    ]);
    const sunday = out.days[6];
    expect(sunday).toMatchObject({ closed: true, cells: [] });
    const cells = (date: string) => out.days.find((d) => d.schedule_date === date)?.cells ?? [];
    // periods 1 to 5, each as 90 minutes and its two halves
    expect(cells('2095-06-13').map((c) => c.time_limit_no)).toEqual([10, 11, 12, 20, 21, 22, 30, 31, 32, 40, 41, 42, 50, 51, 52]);
    const full = (date: string) =>
      cells(date)
        .filter((c) => c.full)
        .map((c) => c.time_limit_no);
    // no shift at all: every cell has at most one teacher left
    expect(full('2095-06-13')).toHaveLength(15);
    // 14 June: 22 has two teachers left; 21 has one, and the 90-minute 20 spans it
    expect(cells('2095-06-14').find((c) => c.time_limit_no === 22)).toEqual({ time_limit_no: 22, full: false });
    expect(cells('2095-06-14').find((c) => c.time_limit_no === 21)).toEqual({ time_limit_no: 21, full: true });
    expect(cells('2095-06-14').find((c) => c.time_limit_no === 20)).toEqual({ time_limit_no: 20, full: true });
    // nothing but full/not is shown: no count leaves
    expect(Object.keys(cells('2095-06-14')[0]).sort()).toEqual(['full', 'time_limit_no']);
  });

  it('marks a cell closed by a control row full even when teachers are free', async () => {
    await addShifts(ds, CENTER, TEACHERS, ['2095-06-15'], [31]);
    const out = await service.browse(WEEK, caller(), NOW);
    const cell = (slot: number) => out.days[2].cells.find((c) => c.time_limit_no === slot);
    expect([cell(30)?.full, cell(31)?.full, cell(32)?.full]).toEqual([true, true, true]);
  });

  it("gives the student's own lessons, applications and not-attended days, never a classmate's", async () => {
    const [entry] = (await ds.query(
      `INSERT INTO "scheduling"."entry" ("entry_type", "student_no", "center_no", "schedule_date", "time_limit_no", "subject_no",
         "capacity", "applied_by_user_no", "applied_role")
       VALUES (2, $1, $2, '2095-06-16', 41, 3, 1, 842999, 110) RETURNING "entry_schedule_no"`,
      [STUDENT, CENTER],
    )) as { entry_schedule_no: number }[];
    const applied = await addLesson('2095-06-16', 41, { student: STUDENT, entry: entry.entry_schedule_no });
    await addShifts(ds, CENTER, [TEACHERS[0]], ['2095-06-17'], [51]);
    const regular = await addLesson('2095-06-17', 51, { student: STUDENT, teacher: TEACHERS[0] });
    await ds.query(
      `INSERT INTO "scheduling"."not_attended" ("student_no", "schedule_date") VALUES ($1, '2095-06-18'), ($2, '2095-06-18')`,
      [STUDENT, CLASSMATE],
    );
    await ds.query(
      `INSERT INTO "scheduling"."entry" ("entry_type", "student_no", "center_no", "schedule_date", "time_limit_no", "subject_no",
         "capacity", "applied_role") VALUES (2, $1, $2, '2095-06-16', 41, 3, 1, 110)`,
      [CLASSMATE, CENTER],
    );

    const out = await service.browse(WEEK, caller(), NOW);
    expect(out.lessons).toEqual([
      {
        schedule_no: applied,
        schedule_date: '2095-06-16',
        time_limit_no: 41,
        subject_no: 3,
        capacity: 1,
        assigned: false,
        entry_schedule_no: entry.entry_schedule_no,
      },
      {
        schedule_no: regular,
        schedule_date: '2095-06-17',
        time_limit_no: 51,
        subject_no: 3,
        capacity: 1,
        assigned: true,
        entry_schedule_no: 0,
      },
    ]);
    expect(out.entries).toHaveLength(1);
    expect(out.entries[0]).toMatchObject({
      entry_schedule_no: entry.entry_schedule_no,
      student_no: STUDENT,
      status: 'waiting',
      schedule_date: '2095-06-16',
      schedule_no: applied,
    });
    expect(out.not_attended).toEqual([expect.objectContaining({ student_no: STUDENT, schedule_date: '2095-06-18' })]);
  });

  it("gives today's editable ranges from the center's working days and the open seminars", async () => {
    const none = await service.browse(WEEK, caller(), NOW);
    // Monday 6 June; Tuesday 7 closed: the 2nd working day is Thursday 9
    expect(none.ranges).toEqual({
      extra: { start: '2095-06-09', end: '2095-07-31' },
      change: { start: '2095-06-09', end: '2095-07-31' },
      seminar: null,
      not_attended: { start: '2095-06-07', end: '3095-06-06' },
    });
    expect(none.seminars).toEqual([]);

    // one seminar taking applications today, one whose window has not opened
    await ds.query(
      `INSERT INTO "scheduling"."seminar_calendar" ("seminar_name", "fiscal_year", "schedule_start_date", "schedule_end_date",
         "start_time_limit_no", "end_time_limit_no", "entry_start_date", "entry_end_date")
       VALUES ($1, 2095, '2095-07-20', '2095-08-20', 20, 40, '2095-06-01', '2095-06-30'),
              ($2, 2095, '2095-09-01', '2095-09-20', 10, 30, '2095-06-07', '2095-06-30')`,
      [`${PREFIX}summer`, `${PREFIX}later`],
    );
    const out = await service.browse(WEEK, caller(), NOW);
    expect(out.seminars).toEqual([
      expect.objectContaining({
        seminar_name: `${PREFIX}summer`,
        schedule_start_date: '2095-07-20',
        schedule_end_date: '2095-08-20',
        start_time_limit_no: 20,
        end_time_limit_no: 40,
      }),
    ]);
    expect(out.ranges.seminar).toEqual({ start: '2095-07-20', end: '2095-08-20' });
  });

  it('refuses other roles, another center and a bad range, reading nothing', async () => {
    for (const role of [ROLE.STUDENT_120, ROLE.STUDENT_130, ROLE.TEACHER, ROLE.ADMIN])
      expect(await refusal(service.browse(WEEK, caller({ role }), NOW))).toMatchObject({ status: 403 });
    expect(await refusal(service.browse(WEEK, caller({ studentNo: null }), NOW))).toMatchObject({ status: 403 });
    expect(await refusal(service.browse({ ...WEEK, center_no: OTHER_CENTER }, caller(), NOW))).toMatchObject({ status: 403 });
    expect(await refusal(service.browse({ ...WEEK, end_date: '2095-07-25' }, caller(), NOW))).toEqual({
      ...INVALID,
      errors: { end_date: [{ key: 'scheduling.studentEntry.rangeInvalid', params: { max: 42 } }] },
    });
    expect(await refusal(service.browse({ start_date: '2095-02-30', end_date: 'x', center_no: 'a' }, caller(), NOW))).toEqual({
      ...INVALID,
      errors: {
        start_date: ['scheduling.studentEntry.dateInvalid'],
        end_date: ['scheduling.studentEntry.dateInvalid'],
        center_no: ['scheduling.studentEntry.centerInvalid'],
      },
    });
    for (const input of [null, [], 'x', 5])
      expect(await refusal(service.browse(input, caller(), NOW))).toMatchObject({ status: 422 });
    // without center_no: the student's own center
    const own = await service.browse({ start_date: WEEK.start_date, end_date: WEEK.end_date }, caller(), NOW);
    expect(own.center_no).toBe(CENTER);
    // six weeks are allowed
    const sixWeeks = await service.browse({ ...WEEK, end_date: addDays(WEEK.start_date, 41) }, caller(), NOW);
    expect(sixWeeks.days).toHaveLength(42);
  });
});
