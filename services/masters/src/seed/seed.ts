import { type DataSource, type EntityManager } from 'typeorm';
import { type T0010Row } from '@school/contracts';
import { type SeedOptions } from '@school/server-kit';
import {
  buildDemoSchool,
  columnsOf,
  syncSerialSql,
  tokyoToday,
  insertRows,
  type CenterRow,
  type ClassroomRow,
  type CourseRow,
  type CourseTypeRow,
  type MailTemplateRow,
  type NameRow,
  type NgTeacherRow,
  type StudentCenterChangeRow,
  type NoticeRow,
  type StudentRow,
  type StudentSheetRow,
  type StudentSubjectRow,
  type SubjectRow,
  type SupportPageRow,
  type TeacherCenterRow,
  type TeacherRow,
  type TeacherSubjectRow,
} from '@school/demo-school';
import { JAPAN_PREFECTURES } from './prefectures';
import { T0010_SAMPLES } from './t0010-samples';

const SCHEMA = 'masters';

// Tables whose serial must move past the explicit numbers the demo school uses.
const SERIALS: readonly (readonly [string, string])[] = [
  ['center', 'center_no'],
  ['classroom', 'classroom_no'],
  ['subject', 'subject_no'],
  ['course_type', 'course_type_no'],
  ['course', 'course_no'],
  ['notice', 'notice_no'],
  ['support_page', 'support_no'],
  ['teacher', 'teacher_no'],
  ['student', 'student_no'],
  ['student_sheet', 'curriculum_id'],
  ['student_center_change', 'change_no'],
  ['t0010_sample', 'sample_no'],
];

const seedAddresses = async (tx: EntityManager): Promise<void> => {
  const [japan] = (await tx.query(
    `INSERT INTO "masters"."country" ("code", "name", "sort_order") VALUES ('JP', '日本', 1), ('TW', '台湾', 2), ('US', 'アメリカ合衆国', 3) RETURNING "o0101_id"`,
  )) as { o0101_id: number }[];
  await tx.query(
    `INSERT INTO "masters"."state" ("o0101_id", "name", "sort_order") SELECT $1, name, ord FROM unnest($2::text[]) WITH ORDINALITY AS p(name, ord)`,
    [japan.o0101_id, JAPAN_PREFECTURES],
  );
  await tx.query(
    `INSERT INTO "masters"."city" ("o0102_id", "name", "sort_order")
     SELECT s."o0102_id", c.name, c.ord FROM "masters"."state" s
     JOIN (VALUES ('東京都', '千代田区', 1), ('東京都', '新宿区', 2), ('東京都', '世田谷区', 3),
                  ('大阪府', '大阪市', 1), ('大阪府', '堺市', 2), ('神奈川県', '横浜市', 1), ('神奈川県', '川崎市', 2))
       AS c(state, name, ord) ON c.state = s."name"`,
  );
};

// The masters schema's share of the demo school, replaced in one transaction.
export const seedMasters = async (ds: DataSource, o: SeedOptions): Promise<void> => {
  const school = buildDemoSchool({ scale: o.scale, seed: o.seed, today: tokyoToday(new Date()) });
  await ds.transaction(async (tx) => {
    await tx.query(
      // alerts go too: they name lessons by number, and scheduling's seed renumbers its lessons and
      // raises the demo's alerts anew (they arrive once the services run)
      `TRUNCATE "masters"."t0010_sample", "masters"."alert_read", "masters"."alert", "masters"."student_sheet", "masters"."student_ng_teacher", "masters"."student_subject", "masters"."student", "masters"."teacher_center", "masters"."teacher_subject", "masters"."teacher", "masters"."support_page", "masters"."notice",
        "masters"."mail_template", "masters"."names", "masters"."course", "masters"."course_type", "masters"."subject",
        "masters"."classroom", "masters"."center", "masters"."city", "masters"."state", "masters"."country" RESTART IDENTITY CASCADE`,
    );
    await seedAddresses(tx);
    // groups first: centers point at them
    const centers = [...school.centers].sort((a, b) => b.group_flag - a.group_flag || a.sort_order - b.sort_order);
    await insertRows(
      tx,
      SCHEMA,
      'center',
      columnsOf<CenterRow>([
        ['center_no', 'int'],
        ['center_name', 'text'],
        ['center_short_name', 'text'],
        ['group_flag', 'smallint'],
        ['center_group_no', 'int'],
        ['postal_code', 'text'],
        ['prefecture', 'text'],
        ['address', 'text'],
        ['tel', 'text'],
        ['email', 'text'],
        ['late_night_flag', 'smallint'],
        ['sort_order', 'int'],
      ]),
      centers,
    );
    await insertRows(
      tx,
      SCHEMA,
      'classroom',
      columnsOf<ClassroomRow>([
        ['classroom_no', 'int'],
        ['center_no', 'int'],
        ['classroom_name', 'text'],
        ['classroom_type', 'smallint'],
        ['booth_count', 'int'],
        ['meeting_url', 'text'],
        ['sort_order', 'int'],
      ]),
      school.classrooms,
    );
    await insertRows(
      tx,
      SCHEMA,
      'subject',
      columnsOf<SubjectRow>([
        ['subject_no', 'int'],
        ['subject_name', 'text'],
        ['subject_short_name', 'text'],
        ['elementary_flag', 'smallint'],
        ['junior_high_flag', 'smallint'],
        ['high_school_flag', 'smallint'],
        ['sort_order', 'int'],
      ]),
      school.subjects,
    );
    await insertRows(
      tx,
      SCHEMA,
      'course_type',
      columnsOf<CourseTypeRow>([
        ['course_type_no', 'int'],
        ['course_type_name', 'text'],
        ['description', 'text'],
        ['sort_order', 'int'],
      ]),
      school.courseTypes,
    );
    await insertRows(
      tx,
      SCHEMA,
      'course',
      columnsOf<CourseRow>([
        ['course_no', 'int'],
        ['course_type_no', 'int'],
        ['course_name', 'text'],
        ['lesson_minutes', 'smallint'],
        ['capacity', 'smallint'],
        ['lessons_per_month', 'smallint'],
        ['monthly_fee', 'int'],
        ['sort_order', 'int'],
      ]),
      school.courses,
    );
    await insertRows(
      tx,
      SCHEMA,
      'names',
      columnsOf<NameRow>([
        ['names_no', 'int'],
        ['names_code', 'text'],
        ['names_name', 'text'],
        ['sort_order', 'int'],
      ]),
      school.names,
    );
    await insertRows(
      tx,
      SCHEMA,
      'mail_template',
      columnsOf<MailTemplateRow>([
        ['notification_type', 'smallint'],
        ['notification_name', 'text'],
        ['mail_subject', 'text'],
        ['mail_body', 'text'],
        ['send_flag', 'smallint'],
      ]),
      school.mailTemplates,
    );
    await insertRows(
      tx,
      SCHEMA,
      'notice',
      columnsOf<NoticeRow>([
        ['notice_no', 'int'],
        ['title', 'text'],
        ['content', 'text'],
        ['important_flag', 'smallint'],
        ['publish_start_date', 'date'],
        ['publish_end_date', 'date'],
      ]),
      school.notices,
    );
    await insertRows(
      tx,
      SCHEMA,
      'notice_role',
      columnsOf<{ notice_no: number; role: number }>([
        ['notice_no', 'int'],
        ['role', 'smallint'],
      ]),
      school.notices.flatMap((n) => n.roles.map((role) => ({ notice_no: n.notice_no, role }))),
    );
    await insertRows(
      tx,
      SCHEMA,
      'notice_center',
      columnsOf<{ notice_no: number; center_no: number }>([
        ['notice_no', 'int'],
        ['center_no', 'int'],
      ]),
      school.notices.flatMap((n) => n.center_nos.map((center_no) => ({ notice_no: n.notice_no, center_no }))),
    );
    await insertRows(
      tx,
      SCHEMA,
      'support_page',
      columnsOf<SupportPageRow>([
        ['support_no', 'int'],
        ['function_id', 'text'],
        ['title', 'text'],
        ['content', 'text'],
        ['file_json', 'jsonb'],
        ['remarks', 'text'],
        ['sort_order', 'int'],
        ['published', 'smallint'],
        ['audience', 'text[]'],
      ]),
      school.supportPages,
    );
    await insertRows(
      tx,
      SCHEMA,
      'teacher',
      columnsOf<TeacherRow>([
        ['teacher_no', 'int'],
        ['teacher_name', 'text'],
        ['teacher_namej', 'text'],
        ['sex', 'smallint'],
        ['teacher_type', 'smallint'],
        ['center_no', 'int'],
        ['birth_date', 'date'],
        ['background', 'text'],
        ['email', 'text'],
        ['tel', 'text'],
        ['hire_date', 'date'],
        ['status', 'smallint'],
        ['remarks', 'text'],
      ]),
      school.teachers,
    );
    await insertRows(
      tx,
      SCHEMA,
      'teacher_subject',
      columnsOf<TeacherSubjectRow>([
        ['teacher_no', 'int'],
        ['subject_no', 'int'],
      ]),
      school.teacherSubjects,
    );
    await insertRows(
      tx,
      SCHEMA,
      'teacher_center',
      columnsOf<TeacherCenterRow>([
        ['teacher_no', 'int'],
        ['center_no', 'int'],
      ]),
      school.teacherCenters,
    );
    await insertRows(
      tx,
      SCHEMA,
      'student',
      columnsOf<StudentRow>([
        ['student_no', 'int'],
        ['student_name', 'text'],
        ['student_namej', 'text'],
        ['sex', 'smallint'],
        ['birth_date', 'date'],
        ['school_year_code', 'smallint'],
        ['school_name', 'text'],
        ['center_no', 'int'],
        ['classroom_no', 'int'],
        ['course_no', 'int'],
        ['enrollment_status', 'smallint'],
        ['enrollment_date', 'date'],
        ['teacher_request', 'smallint'],
        ['teacher_request_type', 'smallint'],
        ['guardian_name', 'text'],
        ['guardian_namej', 'text'],
        ['guardian_relationship', 'smallint'],
        ['email', 'text'],
        ['tel', 'text'],
        ['prefecture', 'text'],
      ]),
      school.students,
    );
    await insertRows(
      tx,
      SCHEMA,
      'student_subject',
      columnsOf<StudentSubjectRow>([
        ['student_no', 'int'],
        ['subject_no', 'int'],
      ]),
      school.studentSubjects,
    );
    await insertRows(
      tx,
      SCHEMA,
      'student_ng_teacher',
      columnsOf<NgTeacherRow>([
        ['student_no', 'int'],
        ['teacher_no', 'int'],
        ['set_by_user_no', 'int'],
        ['set_at', 'timestamptz'],
      ]),
      school.ngTeachers,
    );
    await insertRows(
      tx,
      SCHEMA,
      'student_center_change',
      columnsOf<StudentCenterChangeRow>([
        ['change_no', 'int'],
        ['student_no', 'int'],
        ['schedule_date', 'date'],
        ['from_center_no', 'int'],
        ['to_center_no', 'int'],
        ['version', 'int'],
        ['changed_by_user_no', 'int'],
        ['changed_at', 'timestamptz'],
      ]),
      school.centerChanges,
    );
    await insertRows(
      tx,
      SCHEMA,
      'student_sheet',
      columnsOf<StudentSheetRow>([
        ['curriculum_id', 'int'],
        ['student_no', 'int'],
        ['reference_start_date', 'date'],
        ['reference_end_date', 'date'],
        ['schema_version', 'smallint'],
        ['sheet', 'jsonb'],
      ]),
      school.studentSheets,
    );
    await insertRows(
      tx,
      SCHEMA,
      't0010_sample',
      columnsOf<T0010Row>([
        ['sample_no', 'int'],
        ['name', 'text'],
        ['kana', 'text'],
        ['category', 'smallint'],
        ['amount', 'int'],
        ['sample_date', 'date'],
      ]),
      T0010_SAMPLES,
    );
    for (const [table, column] of SERIALS) await tx.query(syncSerialSql(SCHEMA, table, column));
  });
};

export const mastersIsEmpty = async (ds: DataSource): Promise<boolean> =>
  ((await ds.query(`SELECT 1 FROM "masters"."center" LIMIT 1`)) as unknown[]).length === 0;
