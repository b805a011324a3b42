import { Injectable } from '@nestjs/common';
import { type BrowseOutput, type LessonListRow, type LessonRefRow } from '@school/contracts';
import { isDateString } from '@school/domain';
import { browseCsvSource, runBrowse, updateWithLock, type BrowseSpec, type CsvExportSpec } from '@school/server-kit';
import { DataSource, type EntityManager } from 'typeorm';
import { lessonScopeCondition, type LessonScope } from '../center/lesson-scope';

// C40501's reads and its one write (the lesson's contact note, lesson.operation_note).

// an int4 column: a number beyond it matches nothing rather than failing the query
const int4 = (v: unknown): number | null =>
  typeof v === 'number' && Number.isInteger(v) ? (Math.abs(v) <= 2147483647 ? v : 0) : null;
const intFilter = (column: string) => (v: unknown, param: (v: unknown) => string) =>
  int4(v) === null ? null : `${column} = ${param(int4(v))}`;

// The lessons a caller lists: a student's own (C40501 is student 110's too), staff their centers'
// (the service refuses teachers).
const lessonCondition = lessonScopeCondition;

const STATE = `CASE WHEN l."cancel_flag" = 1 THEN 'cancelled' WHEN l."teacher_no" > 0 THEN 'assigned' ELSE 'unassigned' END`;
const STATE_CONDITIONS: Readonly<Record<string, string>> = {
  assigned: `l."cancel_flag" = 0 AND l."teacher_no" > 0`,
  unassigned: `l."cancel_flag" = 0 AND l."teacher_no" = 0`,
  cancelled: `l."cancel_flag" = 1`,
  transferred: `l."cancel_flag" = 0 AND l."original_center_no" > 0`,
};

// The list as a caller sees it; the note only to staff.
export const lessonListSpec = (scope: LessonScope): BrowseSpec => ({
  from: `"scheduling"."lesson" l
    JOIN "scheduling"."time_slot" t ON t."time_limit_no" = l."time_limit_no"
    LEFT JOIN "scheduling"."center_projection" c ON c."center_no" = l."center_no"
    LEFT JOIN "scheduling"."center_projection" oc ON l."original_center_no" > 0 AND oc."center_no" = l."original_center_no"
    LEFT JOIN "scheduling"."student_projection" s ON s."student_no" = l."student_no"
    LEFT JOIN "scheduling"."teacher_projection" tp ON l."teacher_no" > 0 AND tp."teacher_no" = l."teacher_no"`,
  columns: {
    schedule_no: 'l."schedule_no"',
    schedule_date: `to_char(l."schedule_date", 'YYYY-MM-DD')`,
    time_limit_no: 'l."time_limit_no"',
    slot_label: 't."label"',
    center_no: 'l."center_no"',
    center_name: 'c."center_short_name"',
    original_center_no: 'l."original_center_no"',
    original_center_name: 'oc."center_short_name"',
    student_no: 'l."student_no"',
    student_name: 's."student_name"',
    teacher_no: 'l."teacher_no"',
    teacher_name: 'tp."teacher_name"',
    state: STATE,
    class_type: 'l."class_type"',
    attendance_distinction: 'l."attendance_distinction"',
    note: scope.kind === 'staff' ? 'l."operation_note"' : 'NULL::text',
    lock_version: 'l."lock_version"',
  },
  searchColumns: ['s."student_name"', 's."student_namej"', 'tp."teacher_name"', 'tp."teacher_namej"'],
  filters: {
    center_no: intFilter('l."center_no"'),
    teacher_no: intFilter('l."teacher_no"'),
    student_no: intFilter('l."student_no"'),
    since: (v, param) => (isDateString(v) ? `l."schedule_date" >= ${param(v)}::date` : null),
    until: (v, param) => (isDateString(v) ? `l."schedule_date" <= ${param(v)}::date` : null),
    state: (v) => (typeof v === 'string' && Object.hasOwn(STATE_CONDITIONS, v) ? STATE_CONDITIONS[v] : null),
  },
  where: lessonCondition(scope),
  defaultOrder: [
    { column: 'schedule_date', direction: 'asc' },
    { column: 'time_limit_no', direction: 'asc' },
  ],
  key: 'l."schedule_no"',
});

// The lesson a note is saved on, when the scope covers it: its event's fields.
type NoteLesson = LessonRefRow & { note: string | null };
const NOTE_LESSON_COLUMNS = `"schedule_no", to_char("schedule_date", 'YYYY-MM-DD') AS "schedule_date", "time_limit_no",
    "center_no", "original_center_no", "student_no", "subject_no", "lock_version", "operation_note" AS "note"`;
const noteLessonSql = (scope: LessonScope) => `SELECT ${NOTE_LESSON_COLUMNS}
  FROM "scheduling"."lesson" l WHERE l."schedule_no" = $1 AND ${lessonCondition(scope)}`;

@Injectable()
export class LessonListRepository {
  constructor(private readonly ds: DataSource) {}

  browse(scope: LessonScope, input: unknown): Promise<BrowseOutput<LessonListRow>> {
    return runBrowse<LessonListRow>(this.ds, lessonListSpec(scope), input);
  }

  // The CSV's count and rows: the list's query without paging.
  csvSource(scope: LessonScope): Pick<CsvExportSpec<LessonListRow>, 'count' | 'rows'> {
    return browseCsvSource<LessonListRow>(this.ds, lessonListSpec(scope));
  }

  async visibleLesson(scope: LessonScope, scheduleNo: number): Promise<NoteLesson | null> {
    const [row] = (await this.ds.query(noteLessonSql(scope), [scheduleNo])) as NoteLesson[];
    return row ?? null;
  }

  // The note at the version read: a stale version is a 409 MSG_0001 and writes nothing.
  async saveNote(tx: EntityManager, scheduleNo: number, lockVersion: number, note: string | null): Promise<NoteLesson> {
    const row = await updateWithLock<Record<string, unknown>>(tx, {
      schema: 'scheduling',
      table: 'lesson',
      key: { schedule_no: scheduleNo },
      lockVersion,
      values: { operation_note: note },
    });
    const [saved] = (await tx.query(`SELECT ${NOTE_LESSON_COLUMNS} FROM "scheduling"."lesson" WHERE "schedule_no" = $1`, [
      row.schedule_no,
    ])) as NoteLesson[];
    return saved;
  }
}
