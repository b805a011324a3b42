import { type Caller } from '@school/contracts';
import { allowedFunctionIds, blankStudentSheet, ROLE } from '@school/domain';
import { AppError } from '@school/server-kit';
import { DataSource } from 'typeorm';
import { StudentSheetRepository } from './student-sheet.repository';
import { StudentSheetService } from './student-sheet.service';

// The student sheet service against the run's migrated and seeded PostgreSQL; its sheets belong to
// its own student 700_401 at seeded center 1 and go with the student after.
const STUDENT = 700_401;
const caller = (c: Partial<Caller> & { role: number }): Caller => ({
  userNo: null,
  functionIds: allowedFunctionIds(c.role, []),
  centerNos: null,
  teacherNo: null,
  studentNo: null,
  locale: 'ja',
  requestId: 'student-sheet-service-int',
  ip: '127.0.0.1',
  frontendUrl: null,
  ...c,
});
const admin = caller({ role: ROLE.ADMIN });
const refusal = (p: Promise<unknown>) =>
  p.then(
    () => null,
    (e: unknown) => (e instanceof AppError ? { status: e.status, key: e.messageKey } : e),
  );

describe('StudentSheetService', () => {
  let ds: DataSource;
  let sheets: StudentSheetService;

  const cleanUp = () => ds.query(`DELETE FROM "masters"."student" WHERE "student_no" = $1`, [STUDENT]);

  beforeAll(async () => {
    ds = new DataSource({ type: 'postgres', url: process.env.DATABASE_URL, extra: { max: 2 } });
    await ds.initialize();
    sheets = new StudentSheetService(ds, new StudentSheetRepository(ds));
    await cleanUp();
    await ds.query(
      `INSERT INTO "masters"."student" ("student_no", "student_name", "student_namej", "center_no", "enrollment_status")
       VALUES ($1, 'int sheet student', 'いんと', 1, 1)`,
      [STUDENT],
    );
  });

  afterAll(async () => {
    await cleanUp();
    await ds.destroy();
  });

  it('adds and edits a sheet at the version read, refusing a stale save; a teacher only reads', async () => {
    const period = sheets.defaultReferenceDate();
    const input = { student_no: STUDENT, ...period, sheet: blankStudentSheet() };
    const added = await sheets.save(input, admin);
    expect(added).toMatchObject({ student_no: STUDENT, lock_version: 0 });
    const edited = await sheets.save({ ...input, curriculum_id: added.curriculum_id, lock_version: 0 }, admin);
    expect(edited.lock_version).toBe(1);
    expect(await refusal(sheets.save({ ...input, curriculum_id: added.curriculum_id, lock_version: 0 }, admin))).toMatchObject({
      status: 409,
    });
    expect(await sheets.count({ student_no: STUDENT }, admin)).toEqual({ count: 1 });

    const page = await sheets.browse({ searchInfo: { search: 'int sheet student' } }, admin);
    expect(page.data.map((r) => r.curriculum_id)).toEqual([added.curriculum_id]);
    // a staff member of other centers finds nothing; a teacher saves nothing
    expect(
      await refusal(sheets.getEdit({ curriculum_id: added.curriculum_id }, caller({ role: ROLE.ADMIN, centerNos: [749_999] }))),
    ).toMatchObject({ status: 404 });
    expect(await refusal(sheets.save(input, caller({ role: ROLE.TEACHER, teacherNo: 1 })))).toMatchObject({ status: 403 });
  });
});
