import { type Caller, type PendingScheduleRow } from '@school/contracts';
import { ROLE } from '@school/domain';
import { type DataSource } from 'typeorm';
import { CenterAccess } from '../center/center-access';
import { CenterRepository } from '../center/center.repository';
import {
  addLesson as addLessonRow,
  addShifts,
  addStudents,
  addTeachers,
  callersOf,
  dataSource,
  refusal,
  removeYearRows,
} from '../entry-cell/entry-cell.test-bed';
import { PendingScheduleRepository } from './pending-schedule.repository';
import { PendingScheduleService } from './pending-schedule.service';

// PendingSchedule_doBrowse against the real PostgreSQL: one read, scoped by role. The students
// 843_1xx, teacher 843_201, the lessons 843_0xx and the applications are this file's own (coming
// dates in 2094, past ones in 2020), removed at the end.
const CENTER = 2;
const OTHER_CENTER = 1;
const STUDENT = 843_101;
const CLASSMATE = 843_102;
const ELSEWHERE = 843_103;
const TEACHER = 843_201;
const FIRST_LESSON = 843_001;
const PREFIX = `pending-${process.pid}-`;

const caller = callersOf({
  userNo: 843_999,
  role: ROLE.STUDENT_110,
  functionIds: ['PendingSchedule'],
  requestId: 'pending-schedule.service.int.spec',
});

describe('PendingScheduleService (PendingSchedule_doBrowse) against PostgreSQL', () => {
  let ds: DataSource;
  let service: PendingScheduleService;
  let next = FIRST_LESSON;
  const ids: Record<string, number> = {};

  const addLesson = (
    date: string,
    o: { student: number; center?: number; teacher?: number; entry?: number; cancelled?: boolean; updatedDaysAgo?: number },
  ) => addLessonRow(ds, { ...o, no: next++, date, center: o.center ?? CENTER });
  const addEntry = async (student: number, date: string, center = CENTER) => {
    const [row] = (await ds.query(
      `INSERT INTO "scheduling"."entry" ("entry_type", "student_no", "center_no", "schedule_date", "time_limit_no", "subject_no",
         "capacity", "applied_role") VALUES (2, $1, $2, $3, 21, 3, 1, 110) RETURNING "entry_schedule_no"`,
      [student, center, date],
    )) as { entry_schedule_no: number }[];
    return row.entry_schedule_no;
  };
  const keys = (rows: readonly PendingScheduleRow[]) => rows.map((r) => `${r.kind}:${r.row_key}`).sort();
  const own = (rows: readonly PendingScheduleRow[]) => rows.filter((r) => [STUDENT, CLASSMATE, ELSEWHERE].includes(r.student_no));
  // staff see the seed's rows too: the search by this file's student names keeps to its own
  const mine = { search: PREFIX };
  const browse = async (c: Caller, searchInfo: Record<string, unknown> = {}) =>
    (await service.browse({ searchInfo, pagination: { current_page: 1, per_page: 100 } }, c)).data;
  const cleanUp = () =>
    removeYearRows(ds, { year: 2094, firstLesson: FIRST_LESSON, students: [STUDENT, CLASSMATE, ELSEWHERE], teachers: [TEACHER] });

  beforeAll(async () => {
    ds = await dataSource(2);
    service = new PendingScheduleService(new PendingScheduleRepository(ds), new CenterAccess(new CenterRepository(ds)));
    await cleanUp();
    await addStudents(ds, CENTER, [STUDENT, CLASSMATE], (no) => `${PREFIX}${no}`);
    await addStudents(ds, OTHER_CENTER, [ELSEWHERE], (no) => `${PREFIX}${no}`);
    await addTeachers(ds, CENTER, [TEACHER], (no) => `${PREFIX}${no}`);
    await addShifts(ds, CENTER, [TEACHER], ['2094-05-12', '2094-05-14', '2094-06-01', '2094-06-02'], [21]);
    // the student's waiting application with its unassigned lesson: one row, the application
    ids.waiting = await addEntry(STUDENT, '2094-05-10');
    ids.waitingLesson = await addLesson('2094-05-10', { student: STUDENT, entry: ids.waiting });
    // an unassigned regular lesson; an assigned one; a past unassigned one; a cancelled one
    ids.unassigned = await addLesson('2094-05-11', { student: STUDENT });
    await addLesson('2094-05-12', { student: STUDENT, teacher: TEACHER, updatedDaysAgo: 10 });
    await addLesson('2020-05-12', { student: STUDENT });
    await addLesson('2094-05-13', { student: STUDENT, cancelled: true });
    // an accepted application: its lesson has a teacher, nothing pending
    const accepted = await addEntry(STUDENT, '2094-05-14');
    await addLesson('2094-05-14', { student: STUDENT, entry: accepted, teacher: TEACHER, updatedDaysAgo: 8 });
    // a classmate's waiting application; another center's student's unassigned lesson
    ids.classmate = await addEntry(CLASSMATE, '2094-05-10');
    ids.classmateLesson = await addLesson('2094-05-10', { student: CLASSMATE, entry: ids.classmate });
    ids.elsewhere = await addLesson('2094-05-10', { student: ELSEWHERE, center: OTHER_CENTER });
    // the teacher's lessons: changed today (one cancelled), and changed 8 days ago (not listed)
    ids.changed = await addLesson('2094-06-01', { student: CLASSMATE, teacher: TEACHER, updatedDaysAgo: 2 });
    ids.changedCancelled = await addLesson('2094-06-02', { student: CLASSMATE, teacher: TEACHER, cancelled: true });
  });

  afterAll(async () => {
    await cleanUp();
    await ds.destroy();
  });

  it("shows a student their own waiting applications and unassigned coming lessons, nobody else's", async () => {
    const rows = await browse(caller({ role: ROLE.STUDENT_110, studentNo: STUDENT }));
    expect(keys(rows)).toEqual([`unassigned:l${ids.unassigned}`, `waiting:e${ids.waiting}`]);
    expect(rows.find((r) => r.kind === 'waiting')).toMatchObject({
      schedule_date: '2094-05-10',
      time_limit_no: 21,
      slot_label: expect.any(String),
      center_no: CENTER,
      student_no: STUDENT,
      student_name: `${PREFIX}${STUDENT}`,
      entry_schedule_no: ids.waiting,
      entry_type: 2,
      schedule_no: ids.waitingLesson,
      cancelled: false,
    });
    // students 120 and 130 read the same way
    const classmate = await browse(caller({ role: ROLE.STUDENT_130, studentNo: CLASSMATE }));
    expect(keys(classmate)).toEqual([`waiting:e${ids.classmate}`]);
  });

  it("shows staff the rows of their authorised centers' students; headquarters every center", async () => {
    const atCenter = own(await browse(caller({ role: ROLE.OFFICE_STAFF, centerNos: [CENTER] }), mine));
    expect(keys(atCenter)).toEqual(
      [`unassigned:l${ids.unassigned}`, `waiting:e${ids.classmate}`, `waiting:e${ids.waiting}`].sort(),
    );
    const elsewhere = own(await browse(caller({ role: ROLE.OFFICE_STAFF, centerNos: [OTHER_CENTER] }), mine));
    expect(keys(elsewhere)).toEqual([`unassigned:l${ids.elsewhere}`]);
    const none = own(await browse(caller({ role: ROLE.OFFICE_STAFF, centerNos: [] }), mine));
    expect(none).toEqual([]);
    const all = own(await browse(caller({ role: ROLE.ADMIN, centerNos: null }), mine));
    expect(all).toHaveLength(4);
    // the kind filter and the student-name search narrow it
    const waiting = await browse(caller({ role: ROLE.ADMIN, centerNos: null }), {
      kind: 'waiting',
      search: `${PREFIX}${STUDENT}`,
    });
    expect(keys(waiting)).toEqual([`waiting:e${ids.waiting}`]);
    const atOther = own(await browse(caller({ role: ROLE.ADMIN, centerNos: null }), { ...mine, center_no: OTHER_CENTER }));
    expect(keys(atOther)).toEqual([`unassigned:l${ids.elsewhere}`]);
    // a center number beyond int4 matches nothing (never a database error)
    expect(await browse(caller({ role: ROLE.ADMIN, centerNos: null }), { center_no: 2 ** 40 })).toEqual([]);
  });

  it('shows a teacher their coming lessons changed in the last 7 days, cancelled ones marked', async () => {
    const rows = await browse(caller({ role: ROLE.TEACHER, teacherNo: TEACHER }));
    expect(keys(rows)).toEqual([`changed:l${ids.changed}`, `changed:l${ids.changedCancelled}`].sort());
    expect(rows.map((r) => r.cancelled)).toEqual([false, true]);
  });

  it('pages like every browse and refuses an account linked to nobody', async () => {
    const page = await service.browse(
      { searchInfo: {}, pagination: { current_page: 1, per_page: 1 } },
      caller({ role: ROLE.STUDENT_110, studentNo: STUDENT }),
    );
    expect(page.pagination).toEqual({ current_page: 1, last_page: 2, per_page: 1, total: 2 });
    expect(page.data).toHaveLength(1);
    for (const c of [caller({ role: ROLE.STUDENT_110, studentNo: null }), caller({ role: ROLE.TEACHER, teacherNo: null })]) {
      expect(await refusal(service.browse({}, c))).toMatchObject({ status: 403 });
    }
  });
});
