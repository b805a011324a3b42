import { type LessonListRow } from '@school/contracts';
import { ROLE } from '@school/domain';
import { type CsvExporter } from '@school/server-kit';
import { type DataSource } from 'typeorm';
import { CenterAccess } from '../center/center-access';
import { CenterRepository } from '../center/center.repository';
import {
  addLesson,
  addShifts,
  addStudents,
  addTeachers,
  callersOf,
  dataSource,
  refusal,
  removeYearRows,
} from '../entry-cell/entry-cell.test-bed';
import { LessonListRepository } from './lesson-list.repository';
import { LessonListService } from './lesson-list.service';

// C40501 against the real PostgreSQL: students 849_3xx, teacher 849_401 and lessons 849_1xx in 2097 are
// this file's own, removed at the end. The list's scope by role and the note's guarded write.
const CENTER = 2;
const DAY = '2097-05-15';
const [STUDENT, OTHER] = [849_301, 849_302];
const TEACHER = 849_401;
const FIRST_LESSON = 849_101;
const caller = callersOf({ userNo: 849_999, requestId: 'lesson-list.int.spec' });
// the exporter's define is all the service asks of it here
const exporter = { define: () => () => Promise.reject(new Error('no export here')) } as unknown as CsvExporter;

describe('LessonListService (C40501_doBrowse, C40501_doSaveMessage) against PostgreSQL', () => {
  let ds: DataSource;
  let service: LessonListService;
  const staff = caller({ role: ROLE.OFFICE_STAFF, centerNos: [CENTER] });
  const nos = (rows: readonly LessonListRow[]) => rows.map((r) => r.schedule_no);
  const browse = async (c = staff, searchInfo: Record<string, unknown> = {}) =>
    (
      await service.browse(
        { searchInfo: { since: DAY, until: DAY, ...searchInfo }, pagination: { current_page: 1, per_page: 100 } },
        c,
      )
    ).data;
  const cleanUp = () =>
    removeYearRows(ds, { year: 2097, firstLesson: FIRST_LESSON, students: [STUDENT, OTHER], teachers: [TEACHER] });

  beforeAll(async () => {
    ds = await dataSource(2);
    service = new LessonListService(ds, new LessonListRepository(ds), new CenterAccess(new CenterRepository(ds)), exporter);
    await cleanUp();
    await addStudents(ds, CENTER, [STUDENT, OTHER], (no) => `list-${no}`);
    await addTeachers(ds, CENTER, [TEACHER], (no) => `list-${no}`);
    await addShifts(ds, CENTER, [TEACHER], [DAY], [21]);
    await addLesson(ds, { no: FIRST_LESSON, date: DAY, slot: 21, student: STUDENT, center: CENTER, teacher: TEACHER });
    await addLesson(ds, { no: FIRST_LESSON + 1, date: DAY, slot: 22, student: OTHER, center: CENTER });
  });

  afterAll(async () => {
    await ds.query(
      `DELETE FROM "scheduling"."outbox" WHERE "type" = 'LessonNoteSaved' AND ("payload"->>'schedule_no')::int = ANY($1::int[])`,
      [[FIRST_LESSON, FIRST_LESSON + 1]],
    );
    await cleanUp();
    await ds.destroy();
  });

  it("scopes the list: a center's staff, student 110 their own only; a teacher and student 120 refused", async () => {
    expect(nos(await browse())).toEqual(expect.arrayContaining([FIRST_LESSON, FIRST_LESSON + 1]));
    expect(nos(await browse(caller({ centerNos: [1] })))).not.toContain(FIRST_LESSON);
    const own = await browse(caller({ role: ROLE.STUDENT_110, studentNo: STUDENT }), { student_no: OTHER });
    expect(own).toEqual([]);
    const mine = await browse(caller({ role: ROLE.STUDENT_110, studentNo: STUDENT }));
    expect(nos(mine)).toEqual([FIRST_LESSON]);
    expect(mine[0].note).toBeNull();
    expect((await refusal(browse(caller({ role: ROLE.STUDENT_120, studentNo: OTHER })))).status).toBe(403);
    expect((await refusal(browse(caller({ role: ROLE.TEACHER, teacherNo: TEACHER })))).status).toBe(403);
  });

  it('saves the note with its event at the version read; a stale version writes nothing (409)', async () => {
    const events = async () =>
      (
        (await ds.query(
          `SELECT count(*)::int AS n FROM "scheduling"."outbox" WHERE "type" = 'LessonNoteSaved' AND ("payload"->>'schedule_no')::int = $1`,
          [FIRST_LESSON + 1],
        )) as { n: number }[]
      )[0].n;
    const saved = await service.saveNote({ schedule_no: FIRST_LESSON + 1, note: '教材を郵送済み', lock_version: 0 }, staff);
    expect(saved).toEqual({ schedule_no: FIRST_LESSON + 1, note: '教材を郵送済み', lock_version: 1 });
    expect(await events()).toBe(1);
    const stale = await refusal(service.saveNote({ schedule_no: FIRST_LESSON + 1, note: 'x', lock_version: 0 }, staff));
    expect(stale).toMatchObject({ status: 409, code: 'MSG_0001' });
    expect(await events()).toBe(1);
    expect((await browse(staff, { student_no: OTHER }))[0]).toMatchObject({ note: '教材を郵送済み', lock_version: 1 });
    // another center's lesson is not found; a student writes no note
    expect(
      (await refusal(service.saveNote({ schedule_no: FIRST_LESSON, note: 'x', lock_version: 0 }, caller({ centerNos: [1] }))))
        .status,
    ).toBe(404);
    expect(
      (
        await refusal(
          service.saveNote(
            { schedule_no: FIRST_LESSON, note: 'x', lock_version: 0 },
            caller({ role: ROLE.STUDENT_110, studentNo: STUDENT }),
          ),
        )
      ).status,
    ).toBe(403);
  });
});
