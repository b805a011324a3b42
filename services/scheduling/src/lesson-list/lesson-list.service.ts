import { Injectable } from '@nestjs/common';
import {
  LESSON_NOTE_MAX,
  lessonRefOf,
  type BrowseOutput,
  type Caller,
  type CsvExportAnswer,
  type LessonListRow,
  type LessonNoteOutput,
} from '@school/contracts';
import { ROLE } from '@school/domain';
import {
  CsvExporter,
  forbiddenError,
  keyOf,
  lockVersionOf,
  notFoundError,
  validationError,
  writeEvent,
  type CsvColumn,
} from '@school/server-kit';
import { DataSource } from 'typeorm';
import { CenterAccess } from '../center/center-access';
import { lessonScopeOf, type LessonScope } from '../center/lesson-scope';
import { LessonListRepository } from './lesson-list.repository';

const text = (key: string) => `scheduling.lessonList.${key}`;

// The list's columns, headers in the caller's language; codes written as their text.
const CSV_COLUMNS: readonly CsvColumn<LessonListRow>[] = [
  { key: 'schedule_no', header: text('lessonNo') },
  { key: 'schedule_date', header: text('date') },
  { key: 'slot_label', header: text('slot') },
  { key: 'center_name', header: text('center') },
  { key: 'original_center_name', header: text('transferredFrom') },
  { key: 'student_name', header: text('student') },
  { key: 'teacher_name', header: text('teacher') },
  { key: 'state', header: text('stateLabel'), format: (v, _row, t) => t(text(`state.${String(v)}`)) },
  { key: 'class_type', header: text('classTypeLabel'), format: (v, _row, t) => t(text(`classType.${String(v)}`)) },
  {
    key: 'attendance_distinction',
    header: text('attendanceLabel'),
    format: (v, _row, t) => t(text(`attendance.${String(v)}`)),
  },
  { key: 'note', header: text('note') },
];

// C40501 lesson list (SPEC §6, §7): staff read and write the lessons of their centers (headquarters:
// every center); student 110 holds C40501 and reads only their own lessons (the scope pins student_no
// to theirs whatever the filters say). Teachers and the other students are refused (403).
@Injectable()
export class LessonListService {
  readonly exportCsv: (input: unknown, caller: Caller) => Promise<CsvExportAnswer>;

  constructor(
    private readonly ds: DataSource,
    private readonly repo: LessonListRepository,
    private readonly centers: CenterAccess,
    exporter: CsvExporter,
  ) {
    this.exportCsv = exporter.define<LessonListRow>({
      api: 'C40501_exportCSV',
      fileNameKey: 'route.C40501Browse',
      columns: CSV_COLUMNS,
      count: async (input, caller) => repo.csvSource(await this.scopeOf(caller)).count(input, caller),
      rows: (input, caller) => this.csvRows(input, caller),
    });
  }

  private async *csvRows(input: unknown, caller: Caller): AsyncGenerator<LessonListRow> {
    yield* this.repo.csvSource(await this.scopeOf(caller)).rows(input, caller);
  }

  private async scopeOf(caller: Caller): Promise<LessonScope> {
    const scope = await lessonScopeOf(caller, this.centers);
    if (scope.kind === 'teacher' || (scope.kind === 'student' && caller.role !== ROLE.STUDENT_110)) throw forbiddenError();
    return scope;
  }

  async browse(input: unknown, caller: Caller): Promise<BrowseOutput<LessonListRow>> {
    return this.repo.browse(await this.scopeOf(caller), input);
  }

  // The lesson's contact note at the version read (staff of its center): a stale version is a 409
  // MSG_0001 with nothing written; the save and its LessonNoteSaved event commit together.
  async saveNote(input: Record<string, unknown>, caller: Caller): Promise<LessonNoteOutput> {
    const scheduleNo = keyOf(input, 'schedule_no');
    const lockVersion = lockVersionOf(input);
    const raw = input.note;
    if (raw !== null && raw !== undefined && typeof raw !== 'string')
      throw validationError({ note: [{ key: 'validation.max', params: { length: LESSON_NOTE_MAX } }] });
    const note = typeof raw === 'string' && raw.trim() !== '' ? raw : null;
    if (note !== null && note.length > LESSON_NOTE_MAX)
      throw validationError({ note: [{ key: 'validation.max', params: { length: LESSON_NOTE_MAX } }] });
    const scope = await this.scopeOf(caller);
    if (scope.kind !== 'staff') throw forbiddenError();
    if (!(await this.repo.visibleLesson(scope, scheduleNo))) throw notFoundError('lesson');
    return this.ds.transaction(async (tx) => {
      const saved = await this.repo.saveNote(tx, scheduleNo, lockVersion, note);
      await writeEvent(tx, 'LessonNoteSaved', { ...lessonRefOf(saved, caller.userNo), note: saved.note });
      return { schedule_no: saved.schedule_no, note: saved.note, lock_version: saved.lock_version };
    });
  }
}
