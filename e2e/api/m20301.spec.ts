import type { CourseRow, CourseTypeRow, M20301AddInput, M20301Record } from '@school/contracts';
import { query } from '../support/db';
import { ApiSession } from '../support/session';
import { sharedStack } from '../support/stack';

// M20301 answers the child its input names (_course_type): a course has a course_no, a course type none.
const otherChild = (row: object): never => {
  throw new Error(`M20301 answered the other child: ${JSON.stringify(row)}`);
};
const courseTypeRows = (rows: (CourseTypeRow | CourseRow)[]) => rows.map((r) => ('course_no' in r ? otherChild(r) : r));
const courseOf = (row: M20301Record) => ('course_no' in row ? row : otherChild(row));

const browse = (kind: 'M1005' | 'M1010', searchInfo: Record<string, unknown> = {}, perPage = 30) => ({
  searchInfo: { _course_type: kind, ...searchInfo },
  orderBy: [],
  pagination: { current_page: 1, per_page: perPage },
});

// M20301 course management against the real stack: course types (M1005) and courses (M1010) named
// by _course_type; list, search, add, edit, stale edit, delete, the business rules and the events.
describe('M20301 course management', () => {
  const stack = sharedStack();
  const head = new ApiSession(stack);
  const admin = new ApiSession(stack);
  // names of this run, so a rerun on the same database finds only its own rows
  const run = String(Date.now()).slice(-6);

  beforeAll(async () => {
    await Promise.all([head.login('head'), admin.login('admin')]);
  }, 120000);

  it('lists the course types with their courses, searches, and answers no data as an empty page', async () => {
    const all = await head.call('M20301_doBrowse', browse('M1005'));
    expect(all.status).toBe(200);
    expect(all.output.pagination).toMatchObject({ current_page: 1, per_page: 30 });
    const basic = courseTypeRows(all.output.data).find((r) => r.course_type_name === '基本コース');
    expect(basic?.course_count).toBeGreaterThan(0);
    expect(basic?.course_names).toContain('基本コース');

    const found = await head.call('M20301_doBrowse', browse('M1005', { search: '受験' }));
    expect(found.output.data.map((r) => r.course_type_name)).toEqual(['受験対策コース']);
    const none = await head.call('M20301_doBrowse', browse('M1005', { search: '存在しない' }, 10));
    expect(none.status).toBe(200);
    expect(none.output).toEqual({ data: [], pagination: { current_page: 1, last_page: 1, per_page: 10, total: 0 } });
  });

  it('lists the courses with their type, narrowed to one type and by search', async () => {
    const types = courseTypeRows((await head.call('M20301_doBrowse', browse('M1005'))).output.data);
    const exam = types.find((r) => r.course_type_name === '受験対策コース');
    const courses = await head.call('M20301_doBrowse', browse('M1010', { course_type_no: exam?.course_type_no }));
    expect(courses.output.data.length).toBe(exam?.course_count);
    expect(new Set(courses.output.data.map((c) => c.course_type_name))).toEqual(new Set(['受験対策コース']));
    const searched = await head.call('M20301_doBrowse', browse('M1010', { search: '受験対策' }));
    expect(searched.output.pagination.total).toBe(exam?.course_count);
  });

  it('needs the child kind and a known order column', async () => {
    const noKind = await head.callRaw('M20301_doBrowse', {
      searchInfo: {},
      orderBy: [],
      pagination: { current_page: 1, per_page: 10 },
    });
    expect(noKind.status).toBe(422);
    expect(noKind.body).toMatchObject({ code: 'VALIDATION_ERROR', errors: { _course_type: [expect.any(String)] } });
    const badKind = await head.callRaw('M20301_getEdit', { _course_type: 'M9999', course_type_no: 1 });
    expect(badKind.status).toBe(422);
    const badOrder = await head.call('M20301_doBrowse', {
      ...browse('M1010'),
      orderBy: [{ column: 'password', direction: 'asc' }],
    });
    expect(badOrder.status).toBe(422);
  });

  it('validates again on the server with the field messages', async () => {
    const type = await head.call('M20301_doAdd', { _course_type: 'M1005', course_type_name: '', description: '', sort_order: 1 });
    expect(type.status).toBe(422);
    expect(type.body).toMatchObject({ code: 'VALIDATION_ERROR', errors: { course_type_name: ['必須項目です'] } });

    const course = await head.callRaw('M20301_doAdd', {
      _course_type: 'M1010',
      course_type_no: 1,
      course_name: '',
      lesson_minutes: 60,
      capacity: 3,
      lessons_per_month: 4,
      monthly_fee: -1,
      sort_order: 1,
    });
    expect(course.status).toBe(422);
    expect(course.body).toMatchObject({
      code: 'VALIDATION_ERROR',
      errors: {
        course_name: ['必須項目です'],
        lesson_minutes: ['40, 90 のいずれかを選択してください'],
        capacity: ['1, 2 のいずれかを選択してください'],
        monthly_fee: ['0以上で入力してください'],
      },
    });

    const noType = await head.call('M20301_doAdd', {
      _course_type: 'M1010',
      course_type_no: 999999,
      course_name: `存在しない種別のコース${run}`,
      lesson_minutes: 90,
      capacity: 1,
      lessons_per_month: 4,
      monthly_fee: 0,
      sort_order: 1,
    });
    expect(noType.status).toBe(422);
    expect(noType.body).toMatchObject({ errors: { course_type_no: ['コース種別を選択してください'] } });
  });

  it('adds, edits, refuses stale saves with 409 MSG_0001, keeps a type with courses, then deletes both', async () => {
    const typeFields = {
      _course_type: 'M1005',
      course_type_name: `夏期集中コース${run}`,
      description: '',
      sort_order: 90,
    } satisfies M20301AddInput;
    const addedType = await head.call('M20301_doAdd', typeFields);
    expect(addedType.status).toBe(200);
    const typeNo = addedType.output.course_type_no;
    expect(addedType.output).toMatchObject({ description: '', lock_version: 0 });

    const courseFields = {
      _course_type: 'M1010',
      course_type_no: typeNo,
      course_name: `夏期集中 90分（1対1）${run}`,
      lesson_minutes: 90,
      capacity: 1,
      lessons_per_month: 8,
      monthly_fee: 48000,
      sort_order: 1,
    } satisfies M20301AddInput;
    const addedCourse = await head.call('M20301_doAdd', courseFields);
    expect(addedCourse.status).toBe(200);
    const courseNo = courseOf(addedCourse.output).course_no;
    const read = await head.call('M20301_getEdit', { _course_type: 'M1010', course_no: courseNo });
    expect(read.output).toMatchObject({ course_type_no: typeNo, lesson_minutes: 90, monthly_fee: 48000, lock_version: 0 });

    // Two people opened the same course; the center head saves first, the admin's save is refused.
    const first = await head.call('M20301_doEdit', {
      ...courseFields,
      course_no: courseNo,
      lock_version: 0,
      monthly_fee: 50000,
    });
    expect(first.output.lock_version).toBe(1);
    const stale = await admin.call('M20301_doEdit', { ...courseFields, course_no: courseNo, lock_version: 0, monthly_fee: 1 });
    expect(stale.status).toBe(409);
    expect(stale.body.code).toBe('MSG_0001');
    const kept = await admin.call('M20301_getEdit', {
      _course_type: 'M1010',
      course_no: courseNo,
    });
    expect(kept.output).toMatchObject({ monthly_fee: 50000, lock_version: 1 });

    // The same for the course type.
    const typeEdit = await head.call('M20301_doEdit', {
      ...typeFields,
      course_type_no: typeNo,
      lock_version: 0,
      description: '夏休み限定',
    });
    expect(typeEdit.output).toMatchObject({ description: '夏休み限定', lock_version: 1 });
    const staleType = await admin.call('M20301_doEdit', { ...typeFields, course_type_no: typeNo, lock_version: 0 });
    expect(staleType.status).toBe(409);

    // The list shows the type with its course.
    const listed = await head.call('M20301_doBrowse', browse('M1005', { search: `夏期集中コース${run}` }));
    expect(listed.output.data).toEqual([expect.objectContaining({ course_type_no: typeNo, course_count: 1 })]);

    // A type with courses stays.
    const refused = await head.call('M20301_doDelete', { _course_type: 'M1005', course_type_no: typeNo, lock_version: 1 });
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe('このコース種別にはコースが登録されているため削除できません。');

    const staleDelete = await admin.call('M20301_doDelete', { _course_type: 'M1010', course_no: courseNo, lock_version: 0 });
    expect(staleDelete.status).toBe(409);
    expect((await admin.call('M20301_doDelete', { _course_type: 'M1010', course_no: courseNo, lock_version: 1 })).status).toBe(
      200,
    );
    expect((await admin.call('M20301_getEdit', { _course_type: 'M1010', course_no: courseNo })).status).toBe(404);
    expect((await admin.call('M20301_doDelete', { _course_type: 'M1005', course_type_no: typeNo, lock_version: 1 })).status).toBe(
      200,
    );
    expect((await admin.call('M20301_getEdit', { _course_type: 'M1005', course_type_no: typeNo })).status).toBe(404);

    // Each change published a domain event through the outbox.
    const events = await query<{ type: string; action: string }>(
      `SELECT "type", "payload"->>'action' AS action FROM "masters"."outbox"
        WHERE ("type" = 'CourseTypeChanged' AND ("payload"->'course_type'->>'course_type_no' = $1 OR "payload"->>'course_type_no' = $1))
           OR ("type" = 'CourseChanged' AND ("payload"->'course'->>'course_no' = $2 OR "payload"->>'course_no' = $2))
        ORDER BY "id"`,
      [String(typeNo), String(courseNo)],
    );
    expect(events.map((e) => `${e.type}:${e.action}`)).toEqual([
      'CourseTypeChanged:added',
      'CourseChanged:added',
      'CourseChanged:edited',
      'CourseTypeChanged:edited',
      'CourseChanged:deleted',
      'CourseTypeChanged:deleted',
    ]);
  });

  it('refuses to delete a course that students take', async () => {
    const [taken] = await query<{ course_no: number }>(
      `SELECT "course_no" FROM "masters"."student" WHERE "course_no" IS NOT NULL ORDER BY "course_no" LIMIT 1`,
    );
    const course = courseOf((await head.call('M20301_getEdit', { _course_type: 'M1010', course_no: taken.course_no })).output);
    const res = await head.call('M20301_doDelete', {
      _course_type: 'M1010',
      course_no: course.course_no,
      lock_version: course.lock_version,
    });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('このコースを受講している生徒がいるため削除できません。');
  });

  it('is for the roles whose menu has M20301', async () => {
    const office = new ApiSession(stack);
    await office.login('office');
    expect((await office.call('M20301_doBrowse', browse('M1005'))).status).toBe(200);
    const teacher = new ApiSession(stack);
    await teacher.login('teacher1');
    expect((await teacher.call('M20301_doBrowse', browse('M1005'))).status).toBe(403);
  });
});
