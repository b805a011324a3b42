import { type Caller, type DomainEvent, type EventName, type EventPayload, type TeacherState } from '@school/contracts';
import { RpcClient } from '@school/server-kit';
import { connect, type NatsConnection } from 'nats';
import { DataSource, type EntityManager } from 'typeorm';
import { applyProjectionEvent, StudentNotProjectedYet } from './projection.apply';
import { rebuildProjections } from './projection-rebuild';

// The teacher and student projections against the real PostgreSQL: masters' events applied once and
// never backwards (projection.apply.ts), and the rebuild from masters' snapshot, asked of the run's
// masters over NATS. Each test runs in a transaction of its own that is rolled back, so no other
// file sees its rows (the rebuild's deletes hold other rows' locks only for its test); the numbers
// are this file's own (835_0xx).
const TEACHER = 835_001;
const STUDENT = 835_101;

const system: Caller = {
  userNo: null,
  role: null,
  functionIds: [],
  centerNos: null,
  teacherNo: null,
  studentNo: null,
  locale: 'ja',
  requestId: 'projection.int.spec',
  ip: '127.0.0.1',
  frontendUrl: null,
};

const event = <T extends EventName>(type: T, data: EventPayload<T>) =>
  ({ id: `${type}-${Math.random()}`, type, service: 'masters', occurredAt: new Date().toISOString(), data }) as DomainEvent;
const teacherState = (over: Partial<TeacherState> = {}): TeacherState => ({
  teacher_no: TEACHER,
  teacher_name: '投影試験',
  teacher_namej: 'トウエイシケン',
  sex: 1,
  teacher_type: 1,
  center_no: 835_001,
  center_nos: [835_001],
  subject_nos: [1],
  status: 1,
  ...over,
});
const studentChanged = (version: number) =>
  event('StudentChanged', {
    version,
    student: {
      student_no: STUDENT,
      student_name: '投影生徒',
      student_namej: 'トウエイセイト',
      sex: 2,
      school_year_code: 10,
      center_no: 835_001,
      enrollment_status: 1,
      teacher_request: 3,
      teacher_request_type: null,
      subject_nos: [1, 2],
    },
  });

describe('projections (projection.apply, projection-rebuild) against PostgreSQL', () => {
  let ds: DataSource;
  let nc: NatsConnection;

  // the test's work in a transaction that is always rolled back
  const rolledBack = async (work: (tx: EntityManager) => Promise<void>) => {
    const qr = ds.createQueryRunner();
    await qr.connect();
    await qr.startTransaction();
    try {
      await work(qr.manager);
    } finally {
      await qr.rollbackTransaction();
      await qr.release();
    }
  };
  const teacherRow = async (tx: EntityManager, no = TEACHER) =>
    (
      (await tx.query(
        `SELECT "teacher_name", "status", "version" FROM "scheduling"."teacher_projection" WHERE "teacher_no" = $1`,
        [no],
      )) as { teacher_name: string; status: number; version: number }[]
    )[0];

  beforeAll(async () => {
    // the run's services listen in the run's namespace (jest's global setup names it)
    process.env.NATS_NAMESPACE = process.env.E2E_NATS_NAMESPACE;
    ds = new DataSource({ type: 'postgres', url: process.env.DATABASE_URL, extra: { max: 2 } });
    await ds.initialize();
    nc = await connect({ servers: process.env.NATS_URL });
  });

  afterAll(async () => {
    await nc.close();
    await ds.destroy();
  });

  describe('applyProjectionEvent', () => {
    it('applies a teacher’s change only when newer than the row, so a late or redelivered one changes nothing', () =>
      rolledBack(async (tx) => {
        expect(await applyProjectionEvent(tx, event('TeacherChanged', { version: 2, teacher: teacherState() }))).toBe(true);
        expect(
          await applyProjectionEvent(
            tx,
            event('TeacherChanged', { version: 1, teacher: teacherState({ teacher_name: '古い' }) }),
          ),
        ).toBe(false);
        expect(
          await applyProjectionEvent(tx, event('TeacherChanged', { version: 2, teacher: teacherState({ status: 3 }) })),
        ).toBe(false);
        expect(await teacherRow(tx)).toEqual({ teacher_name: '投影試験', status: 1, version: 2 });
        expect(
          await applyProjectionEvent(tx, event('TeacherChanged', { version: 3, teacher: teacherState({ status: 3 }) })),
        ).toBe(true);
        expect(await teacherRow(tx)).toMatchObject({ status: 3, version: 3 });
      }));

    it('removes a deleted teacher and takes no state of that version or older afterwards', () =>
      rolledBack(async (tx) => {
        await applyProjectionEvent(tx, event('TeacherChanged', { version: 2, teacher: teacherState() }));
        expect(await applyProjectionEvent(tx, event('TeacherChanged', { version: 4, deleted: true, teacher_no: TEACHER }))).toBe(
          true,
        );
        expect(await teacherRow(tx)).toBeUndefined();
        expect(await applyProjectionEvent(tx, event('TeacherChanged', { version: 3, teacher: teacherState() }))).toBe(false);
        expect(await teacherRow(tx)).toBeUndefined();
      }));

    it('retries a student’s NG teachers until the student is projected, then applies them at their own version', () =>
      rolledBack(async (tx) => {
        const ng = (version: number, teacherNos: number[]) =>
          event('StudentNgTeachersChanged', {
            version,
            student_no: STUDENT,
            ng_teachers: teacherNos.map((teacher_no) => ({ teacher_no, set_by_user_no: null, set_at: '2026-01-01T00:00:00Z' })),
          });
        await expect(applyProjectionEvent(tx, ng(0, [3]))).rejects.toBeInstanceOf(StudentNotProjectedYet);
        // the failed statement aborted nothing: the check is a read
        expect(await applyProjectionEvent(tx, studentChanged(0))).toBe(true);
        expect(await applyProjectionEvent(tx, ng(0, [3, 2, 3]))).toBe(true);
        expect(await applyProjectionEvent(tx, ng(0, [9]))).toBe(false);
        expect(
          await applyProjectionEvent(
            tx,
            event('StudentCenterChanged', {
              version: 1,
              student_no: STUDENT,
              center_no: 835_002,
              previous_center_no: 835_001,
              schedule_date: '2096-01-01',
            }),
          ),
        ).toBe(true);
        const [row] = (await tx.query(
          `SELECT "ng_teacher_nos", "center_no", "version" FROM "scheduling"."student_projection" WHERE "student_no" = $1`,
          [STUDENT],
        )) as { ng_teacher_nos: number[]; center_no: number; version: number }[];
        expect(row).toEqual({ ng_teacher_nos: [2, 3], center_no: 835_002, version: 1 });
      }));
  });

  describe('rebuildProjections (projection:rebuild)', () => {
    it('puts every record back at masters’ version and removes rows masters does not have', () =>
      rolledBack(async (tx) => {
        const [{ teacher_no: seeded }] = (await tx.query(
          `SELECT "teacher_no" FROM "scheduling"."teacher_projection" WHERE "teacher_no" < $1 ORDER BY 1 LIMIT 1`,
          [TEACHER],
        )) as { teacher_no: number }[];
        const before = await teacherRow(tx, seeded);
        await tx.query(`UPDATE "scheduling"."teacher_projection" SET "teacher_name" = 'ずれた名前' WHERE "teacher_no" = $1`, [
          seeded,
        ]);
        await applyProjectionEvent(tx, event('TeacherChanged', { version: 1, teacher: teacherState() }));
        await applyProjectionEvent(tx, studentChanged(1));

        // the rebuild's own transaction is this test's
        const within = { transaction: (work: (m: EntityManager) => Promise<unknown>) => work(tx) } as unknown as DataSource;
        const counts = await rebuildProjections(within, new RpcClient(nc, 10000), system);
        expect(counts.teachers).toBeGreaterThan(0);
        expect(counts.students).toBeGreaterThan(0);
        expect(await teacherRow(tx, seeded)).toEqual(before);
        expect(await teacherRow(tx)).toBeUndefined();
        expect(
          (await tx.query(`SELECT 1 FROM "scheduling"."student_projection" WHERE "student_no" = $1`, [STUDENT])) as unknown[],
        ).toEqual([]);
        const [{ n }] = (await tx.query(`SELECT count(*)::int AS "n" FROM "scheduling"."teacher_projection"`)) as { n: number }[];
        expect(n).toBe(counts.teachers);
      }));
  });
});
