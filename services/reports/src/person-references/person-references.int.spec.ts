import { AppError } from '@school/server-kit';
import { DataSource } from 'typeorm';
import { PersonReferencesRepository } from './person-references.repository';
import { PersonReferencesService } from './person-references.service';

// T5010ReportService.countPersonReferences (what masters asks before deleting a person) against the
// run's PostgreSQL; the reports are the spec's own (schedule_nos 988_000+, teacher and student
// numbers no seeded person has).
const FIRST = 988_000;
const TEACHER = 988_800;
const STUDENT = 988_900;

describe('PersonReferencesService', () => {
  let ds: DataSource;
  let references: PersonReferencesService;
  const cleanUp = () =>
    ds.query(`DELETE FROM "reports"."lesson_report" WHERE "schedule_no" BETWEEN $1 AND $2`, [FIRST, FIRST + 999]);

  beforeAll(async () => {
    ds = new DataSource({ type: 'postgres', url: process.env.DATABASE_URL, extra: { max: 2 } });
    await ds.initialize();
    references = new PersonReferencesService(new PersonReferencesRepository(ds));
    await cleanUp();
    for (const [no, teacher, student] of [
      [FIRST, TEACHER, STUDENT],
      [FIRST + 1, TEACHER, STUDENT + 1],
      [FIRST + 2, TEACHER + 1, STUDENT],
    ])
      await ds.query(
        `INSERT INTO "reports"."lesson_report" ("schedule_no", "student_no", "teacher_no", "center_no", "schedule_date", "time_limit_no", "subject_no")
         VALUES ($1, $2, $3, 1, '2001-07-01', 21, 1)`,
        [no, student, teacher],
      );
  });
  afterAll(async () => {
    await cleanUp();
    await ds.destroy();
  });

  it('counts the reports naming a teacher or a student', async () => {
    expect(await references.count({ kind: 'teacher', no: TEACHER })).toEqual({ reports: 2 });
    expect(await references.count({ kind: 'teacher', no: TEACHER + 1 })).toEqual({ reports: 1 });
    expect(await references.count({ kind: 'student', no: STUDENT })).toEqual({ reports: 2 });
    expect(await references.count({ kind: 'student', no: STUDENT + 1 })).toEqual({ reports: 1 });
    expect(await references.count({ kind: 'student', no: STUDENT + 2 })).toEqual({ reports: 0 });
  });

  it('refuses a kind that is not a person’s, and a number that is not a key', async () => {
    const refused = (input: Record<string, unknown>) =>
      references.count(input).then(
        () => null,
        (e: unknown) => (e instanceof AppError ? { status: e.status, errors: e.errors } : e),
      );
    expect(await refused({ kind: 'center', no: 1 })).toEqual({
      status: 422,
      errors: { kind: [{ key: 'validation.oneOf', params: { values: 'teacher, student' } }] },
    });
    expect(await refused({ kind: 'toString', no: 1 })).toMatchObject({ status: 422 });
    expect(await refused({ kind: 'teacher', no: 'x' })).toMatchObject({ status: 422 });
  });
});
