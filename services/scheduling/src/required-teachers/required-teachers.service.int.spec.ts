import { type Caller } from '@school/contracts';
import { ROLE } from '@school/domain';
import { refusalOf } from '@school/server-kit/testing';
import { DataSource } from 'typeorm';
import { CenterAccess } from '../center/center-access';
import { CenterRepository } from '../center/center.repository';
import { OperationStatusRepository } from '../operation-status/operation-status.repository';
import { RequiredTeachersRepository } from './required-teachers.repository';
import { RequiredTeachersService } from './required-teachers.service';

// C40401 against the real PostgreSQL, on a center of this file's own (841_001 in the center
// projection) so that its weekly shifts touch no other test: three teachers (one retired) with
// weekly shifts, and lessons of every kind in one week; all removed at the end.
const CENTER = 841_001;
const MONDAY = '2097-06-03';
const TUESDAY = '2097-06-04';
const TEACHERS = [841_011, 841_012, 841_013];
const RETIRED = 841_013;
const FIRST_LESSON = 841_101;
const FIRST_STUDENT = 841_201;

const caller: Caller = {
  userNo: 841_999,
  role: ROLE.OFFICE_STAFF,
  functionIds: ['C40401'],
  centerNos: [CENTER],
  teacherNo: null,
  studentNo: null,
  locale: 'ja',
  requestId: 'required-teachers.service.int.spec',
  ip: '127.0.0.1',
  frontendUrl: null,
};

describe('RequiredTeachersService (C40401) against PostgreSQL', () => {
  let ds: DataSource;
  let service: RequiredTeachersService;
  let next = FIRST_LESSON;

  const addLesson = async (
    date: string,
    slot: number,
    capacity: 1 | 2,
    extra: { column: string; value: number } | null = null,
  ) => {
    const no = next++;
    await ds.query(
      `INSERT INTO "scheduling"."lesson" ("schedule_no", "schedule_date", "schedule_datetime", "time_limit_no", "time_division",
         "student_no", "center_no", "course_setting_no", "subject_no", "dayofweek_code", "capacity"${extra ? `, "${extra.column}"` : ''})
       VALUES ($1, $2, ($2::date + time '16:00') AT TIME ZONE 'Asia/Tokyo', $3, $3 % 10, $4, $5,
         (CASE WHEN $6 = 2 THEN 100 ELSE 200 END) + $3 % 10, 1, extract(isodow FROM $2::date), $6${extra ? ', $7' : ''})`,
      [no, date, slot, FIRST_STUDENT + no - FIRST_LESSON, CENTER, capacity, ...(extra ? [extra.value] : [])],
    );
  };
  const cleanUp = async () => {
    await ds.query(`DELETE FROM "scheduling"."lesson" WHERE "schedule_no" BETWEEN $1 AND $1 + 99`, [FIRST_LESSON]);
    await ds.query(`DELETE FROM "scheduling"."teacher_weekly_shift" WHERE "teacher_no" = ANY($1::int[])`, [TEACHERS]);
    await ds.query(`DELETE FROM "scheduling"."teacher_projection" WHERE "teacher_no" = ANY($1::int[])`, [TEACHERS]);
    await ds.query(`DELETE FROM "scheduling"."center_projection" WHERE "center_no" = $1`, [CENTER]);
  };
  beforeAll(async () => {
    ds = new DataSource({ type: 'postgres', url: process.env.DATABASE_URL, extra: { max: 4 } });
    await ds.initialize();
    service = new RequiredTeachersService(
      new RequiredTeachersRepository(ds),
      new OperationStatusRepository(ds),
      new CenterAccess(new CenterRepository(ds)),
    );
    await cleanUp();
    await ds.query(
      `INSERT INTO "scheduling"."center_projection" ("center_no", "center_short_name", "group_flag") VALUES ($1, '必要講師試験', 0)`,
      [CENTER],
    );
    for (const no of TEACHERS)
      await ds.query(
        `INSERT INTO "scheduling"."teacher_projection" ("teacher_no", "center_no", "center_nos", "teacher_name", "teacher_namej",
           "sex", "teacher_type", "subject_nos", "status")
         VALUES ($1, $2, ARRAY[$2]::int[], '必要講師試験', 'ヒツヨウコウシシケン', 1, 1, ARRAY[1]::int[], $3)`,
        [no, CENTER, no === RETIRED ? 3 : 1],
      );
    // Monday period 2: the first teacher in both halves, the second in the first half only, the
    // retired one too (not counted). Tuesday period 3: the first teacher alone.
    for (const [teacher, day, slot] of [
      [TEACHERS[0], 1, 21],
      [TEACHERS[0], 1, 22],
      [TEACHERS[1], 1, 21],
      [RETIRED, 1, 21],
      [TEACHERS[0], 2, 31],
    ])
      await ds.query(
        `INSERT INTO "scheduling"."teacher_weekly_shift" ("teacher_no", "dayofweek_code", "time_limit_no", "center_no")
         VALUES ($1, $2, $3, $4)`,
        [teacher, day, slot, CENTER],
      );
  });

  afterAll(async () => {
    await cleanUp();
    await ds.destroy();
  });

  it('turns the regular lessons of the week into teachers needed against the active teachers of the weekly shifts', async () => {
    // Monday period 2: a 90-minute one-to-two and a first-half one-to-one → first half needs 2
    await addLesson(MONDAY, 20, 2);
    await addLesson(MONDAY, 21, 1);
    // not regular: changed, cancelled, an extra lesson, transferred in
    await addLesson(MONDAY, 22, 1, { column: 'change_flag', value: 1 });
    await addLesson(MONDAY, 22, 1, { column: 'cancel_flag', value: 1 });
    await addLesson(MONDAY, 22, 1, { column: 'class_type', value: 2 });
    await addLesson(MONDAY, 22, 1, { column: 'original_center_no', value: 1 });
    // Wednesday period 1: a lesson nobody has a shift for
    await addLesson('2097-06-05', 11, 2);

    const out = await service.week({ center_no: CENTER, start_date: MONDAY }, caller);
    expect(out).toMatchObject({ center_no: CENTER, start_date: MONDAY, end_date: '2097-06-09', low_usage_threshold: 34 });
    expect(out.periods.every((p) => p.time_limit_no % 10 === 0)).toBe(true);
    expect(out.rows).toEqual([
      {
        schedule_date: MONDAY,
        dayofweek_code: 1,
        time_limit_no: 20,
        one_to_one: 1,
        one_to_two: 1,
        teachers_needed: 2,
        shift_teachers: 2,
        usage_rate: 100,
        low: false,
        short: false,
      },
      {
        schedule_date: TUESDAY,
        dayofweek_code: 2,
        time_limit_no: 30,
        one_to_one: 0,
        one_to_two: 0,
        teachers_needed: 0,
        shift_teachers: 1,
        usage_rate: 0,
        low: true,
        short: false,
      },
      {
        schedule_date: '2097-06-05',
        dayofweek_code: 3,
        time_limit_no: 10,
        one_to_one: 0,
        one_to_two: 1,
        teachers_needed: 1,
        shift_teachers: 0,
        usage_rate: null,
        low: false,
        short: true,
      },
    ]);
  });

  it('refuses a day that is not a Monday and a center the caller does not work at', async () => {
    expect(await refusalOf(service.week({ center_no: CENTER, start_date: TUESDAY }, caller))).toMatchObject({
      status: 422,
      errors: { start_date: expect.any(Array) },
    });
    expect(await refusalOf(service.week({ center_no: 1, start_date: MONDAY }, caller))).toMatchObject({
      status: 422,
      errors: { center_no: expect.any(Array) },
    });
    expect(await refusalOf(service.week({ center_no: 'x', start_date: 'y' }, caller))).toMatchObject({ status: 422 });
  });
});
