import { type Caller } from '@school/contracts';
import { allowedFunctionIds, ROLE } from '@school/domain';
import { AppError, RpcClient } from '@school/server-kit';
import { connect, type NatsConnection } from 'nats';
import { DataSource } from 'typeorm';
import { CourseRepository } from './course.repository';
import { CourseService } from './course.service';

// The course service against the run's migrated and seeded PostgreSQL, asking the run's scheduling
// service about lessons over NATS. Its course types and courses are named "int-course-7…" and
// removed after.
const admin: Caller = {
  userNo: null,
  role: ROLE.ADMIN,
  functionIds: allowedFunctionIds(ROLE.ADMIN, []),
  centerNos: null,
  teacherNo: null,
  studentNo: null,
  locale: 'ja',
  requestId: 'course-service-int',
  ip: '127.0.0.1',
  frontendUrl: null,
};
const refusal = (p: Promise<unknown>) =>
  p.then(
    () => null,
    (e: unknown) => (e instanceof AppError ? { status: e.status, key: e.messageKey } : e),
  );
const courseForm = (o: Record<string, unknown>) => ({
  _course_type: 'M1010',
  course_name: 'int-course-700001',
  lesson_minutes: 90,
  capacity: 1,
  lessons_per_month: 4,
  monthly_fee: 1000,
  sort_order: 1,
  ...o,
});

describe('CourseService', () => {
  let ds: DataSource;
  let nc: NatsConnection;
  let courses: CourseService;

  const cleanUp = async () => {
    await ds.query(`DELETE FROM "masters"."course" WHERE "course_name" LIKE 'int-course-7%'`);
    await ds.query(`DELETE FROM "masters"."course_type" WHERE "course_type_name" LIKE 'int-course-7%'`);
  };

  beforeAll(async () => {
    process.env.NATS_NAMESPACE = process.env.E2E_NATS_NAMESPACE;
    ds = new DataSource({ type: 'postgres', url: process.env.DATABASE_URL, extra: { max: 2 } });
    await ds.initialize();
    nc = await connect({ servers: process.env.NATS_URL });
    courses = new CourseService(ds, new CourseRepository(ds), new RpcClient(nc, 10000));
    await cleanUp();
  });

  afterAll(async () => {
    await cleanUp();
    await nc.close();
    await ds.destroy();
  });

  it('adds a course type and its courses, browses both and edits at the version read', async () => {
    const type = (await courses.add({ _course_type: 'M1005', course_type_name: 'int-course-7 type', sort_order: 1 })) as {
      course_type_no: number;
      description: string;
    };
    expect(type.description).toBe('');
    const course = (await courses.add(courseForm({ course_type_no: type.course_type_no }))) as { course_no: number };
    expect(await refusal(courses.add(courseForm({ course_type_no: 749_999 })))).toMatchObject({ status: 422 });

    const types = await courses.browse({ searchInfo: { _course_type: 'M1005', search: 'int-course-7' } });
    expect(types.data).toEqual([expect.objectContaining({ course_type_no: type.course_type_no, course_count: 1 })]);
    const list = await courses.browse({ searchInfo: { _course_type: 'M1010', course_type_no: type.course_type_no } });
    expect(list.data.map((r) => (r as { course_no: number }).course_no)).toEqual([course.course_no]);

    const edit = courseForm({ course_no: course.course_no, course_type_no: type.course_type_no, lock_version: 0, capacity: 2 });
    expect(await courses.edit(edit)).toMatchObject({ capacity: 2, lock_version: 1 });
    expect(await refusal(courses.edit(edit))).toMatchObject({ status: 409 });

    // a type with courses stays; the course goes (no lesson names it), then the type
    const deleteType = { _course_type: 'M1005', course_type_no: type.course_type_no, lock_version: 0 };
    expect(await refusal(courses.delete(deleteType, admin))).toEqual({ status: 400, key: 'masters.m20301.courseTypeInUse' });
    await courses.delete({ _course_type: 'M1010', course_no: course.course_no, lock_version: 1 }, admin);
    await expect(courses.delete(deleteType, admin)).resolves.toBeNull();
    expect(await refusal(courses.getEdit({ _course_type: 'M1005', course_type_no: type.course_type_no }))).toMatchObject({
      status: 404,
    });
  });
});
