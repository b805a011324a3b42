import { Injectable } from '@nestjs/common';
import {
  type BrowseOutput,
  type Caller,
  type ReferencePeriod,
  type StudentSheetInit,
  type StudentSheetRecord,
  type StudentSheetRow,
} from '@school/contracts';
import {
  defaultReferencePeriod,
  flattenStudentSheet,
  nestStudentSheet,
  recordScopeOf,
  ROLE,
  STUDENT_SHEET_SCHEMA_VERSION,
  studentSheetCenters,
  tokyoDate,
  upgradeStudentSheet,
  validateStudentSheetForm,
  validationError as ruleFailure,
  type FormValues,
} from '@school/domain';
import {
  fieldMessagesOf,
  type FieldMessages,
  forbiddenError,
  keyOf,
  lockVersionOf,
  notFoundError,
  validationError,
} from '@school/server-kit';
import { DataSource, type EntityManager } from 'typeorm';
import { StudentSheetRepository, type SheetScope, type SheetValues, type StoredSheet } from './student-sheet.repository';

type Input = Record<string, unknown>;
type StoredRow = StoredSheet;

// Centers whose students' sheets the caller sees (libs/domain studentSheetCenters): staff as their
// session says (null: all); a teacher the centers they work at (masters.teacher_center). Integers from
// the session or the database, never input.
type Scope = SheetScope;
const inScope = (scope: Scope, centerNo: number) => scope === null || scope.includes(centerNo);

const isTeacher = (caller: Caller) => caller.role === ROLE.TEACHER;

@Injectable()
export class StudentSheetService {
  constructor(
    private readonly ds: DataSource,
    private readonly sheets: StudentSheetRepository,
  ) {}

  private async scope(caller: Caller): Promise<Scope> {
    const scope = recordScopeOf(caller);
    return studentSheetCenters(scope, scope?.kind === 'teacher' ? await this.sheets.teacherCenters(scope.teacherNo) : []);
  }

  async init(caller: Caller): Promise<StudentSheetInit> {
    return { students: await this.sheets.studentOptions(await this.scope(caller)) };
  }

  async browse(input: unknown, caller: Caller): Promise<BrowseOutput<StudentSheetRow>> {
    return this.sheets.browse(input, await this.scope(caller));
  }

  // A sheet of a student the caller may not see is as absent as an unknown number.
  private async readable(db: EntityManager | undefined, curriculumId: number, scope: Scope): Promise<StoredRow> {
    const row = await this.sheets.find(curriculumId, db);
    if (!row || !inScope(scope, row.center_no)) throw notFoundError('student_sheet');
    return row;
  }

  // Every sheet is answered at the current schema version; the row keeps its own until it is saved.
  private recordOf(row: StoredRow): StudentSheetRecord {
    const { center_no: _center, schema_version, sheet, ...rest } = row;
    return {
      ...rest,
      stored_schema_version: schema_version,
      sheet: upgradeStudentSheet(sheet, schema_version) as StudentSheetRecord['sheet'],
    };
  }

  async getEdit(input: Input, caller: Caller): Promise<StudentSheetRecord> {
    return this.recordOf(await this.readable(undefined, keyOf(input, 'curriculum_id'), await this.scope(caller)));
  }

  // The page's rules again on the same flat paths (so a message lands on its field), then what only
  // the server knows: the student exists and the caller may work on them, and an edit keeps its student.
  private async check(input: Input, scope: Scope, before: StoredRow | null): Promise<SheetValues> {
    const { values: flat, shapeErrors } = flattenStudentSheet(input.sheet ?? null);
    const values: FormValues = {
      student_no: input.student_no,
      reference_start_date: input.reference_start_date,
      reference_end_date: input.reference_end_date,
      ...flat,
    };
    const errors: FieldMessages = {};
    const result = validateStudentSheetForm(values);
    for (const [field, list] of [...Object.entries(result.errors), ...Object.entries(shapeErrors)])
      if (list.length) errors[field] = fieldMessagesOf(list);
    if (Object.keys(errors).length) throw validationError(errors);
    const studentNo = Number(input.student_no);
    const studentCenter = await this.sheets.studentCenter(studentNo);
    if (before && before.student_no !== studentNo)
      errors.student_no = fieldMessagesOf([ruleFailure('masters.c20201.studentFixed')]);
    else if (studentCenter === undefined || !inScope(scope, studentCenter))
      errors.student_no = fieldMessagesOf([ruleFailure('masters.c20201.studentUnknown')]);
    if (Object.keys(errors).length) throw validationError(errors);
    return {
      student_no: studentNo,
      reference_start_date: String(input.reference_start_date),
      reference_end_date: String(input.reference_end_date),
      schema_version: STUDENT_SHEET_SCHEMA_VERSION,
      sheet: JSON.stringify(nestStudentSheet(flat)),
    };
  }

  // Add (no curriculum_id) or edit at the lock_version read; teachers only read (SPEC §6), which the
  // gateway's access declaration already says.
  async save(input: Input, caller: Caller): Promise<StudentSheetRecord> {
    if (isTeacher(caller)) throw forbiddenError();
    const scope = await this.scope(caller);
    if (input.curriculum_id === undefined || input.curriculum_id === null) {
      const values = await this.check(input, scope, null);
      return this.ds.transaction(async (tx) => {
        const curriculum_id = await this.sheets.insert(tx, values);
        return this.recordOf(await this.readable(tx, curriculum_id, scope));
      });
    }
    const curriculumId = keyOf(input, 'curriculum_id');
    const lockVersion = lockVersionOf(input);
    const before = await this.readable(undefined, curriculumId, scope);
    const values = await this.check(input, scope, before);
    return this.ds.transaction(async (tx) => {
      await this.sheets.updateWithLock(tx, curriculumId, lockVersion, values);
      return this.recordOf(await this.readable(tx, curriculumId, scope));
    });
  }

  // From today (Asia/Tokyo) to the end of the fiscal year: libs/domain defaultReferencePeriod.
  defaultReferenceDate(): ReferencePeriod {
    return defaultReferencePeriod(tokyoDate(Date.now()));
  }

  async count(input: Input, caller: Caller): Promise<{ count: number }> {
    const studentNo = keyOf(input, 'student_no');
    const scope = await this.scope(caller);
    const row = await this.sheets.countOf(studentNo);
    if (!row || !inScope(scope, row.center_no)) throw notFoundError('student');
    return { count: row.count };
  }
}
