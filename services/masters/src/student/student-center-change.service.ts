import { Injectable } from '@nestjs/common';
import { type Caller, type CenterChangeStudent, type CenterChangeStudentOption, type DropdownOption } from '@school/contracts';
import { tokyoDate, validateCenterChange, type FormValues } from '@school/domain';
import {
  formMessagesOf,
  type FieldMessages,
  keyOf,
  lockVersionOf,
  notFoundError,
  validationError,
  writeEvent,
} from '@school/server-kit';
import { DataSource, type EntityManager } from 'typeorm';
import { StudentRepository } from './student.repository';

type Input = Record<string, unknown>;

const may = (caller: Caller, centerNo: number) => caller.centerNos === null || caller.centerNos.includes(centerNo);

// C20301 change of assigned center. The student belongs to the new center at once (new lessons are
// booked there) and the change's date says from when their existing lessons move: the scheduling
// service moves them on StudentCenterChanged. Only that event is published, not StudentChanged: both
// would carry the same version and the projection applies one per version. The roles with C20301 work
// on every center today (HQ, SPEC §6); a caller limited to some centers would move only students of
// those centers, only to those centers.
@Injectable()
export class StudentCenterChangeService {
  constructor(
    private readonly ds: DataSource,
    private readonly students: StudentRepository,
  ) {}

  async init(caller: Caller): Promise<{ centers: DropdownOption[] }> {
    return { centers: await this.students.centerOptions(caller.centerNos) };
  }

  async searchStudents(input: Input, caller: Caller): Promise<CenterChangeStudentOption[]> {
    const search = typeof input.search === 'string' ? input.search.trim().slice(0, 100) : '';
    if (!search) return [];
    return this.students.searchForCenterChange(search, caller.centerNos);
  }

  private async student(db: EntityManager | undefined, studentNo: number, caller: Caller): Promise<CenterChangeStudent> {
    const row = await this.students.centerChangeStudent(studentNo, db);
    // a student of a center the caller may not work on is as absent as an unknown number
    if (!row || !may(caller, row.center_no)) throw notFoundError('student');
    return row;
  }

  getStudent(input: Input, caller: Caller): Promise<CenterChangeStudent> {
    return this.student(undefined, keyOf(input, 'student_no'), caller);
  }

  async doAction(input: Input, caller: Caller): Promise<CenterChangeStudent> {
    const studentNo = keyOf(input, 'student_no');
    const lockVersion = lockVersionOf(input);
    const before = await this.student(undefined, studentNo, caller);
    const values = input as FormValues;
    const result = validateCenterChange(values, tokyoDate(Date.now()), before.center_no);
    const errors: FieldMessages = formMessagesOf(result.errors);
    if (!errors.target_center_no) {
      const target = Number(values.target_center_no);
      if (!(await this.students.isCenter(target)))
        errors.target_center_no = [{ key: 'masters.c20101.centerUnknown', params: {} }];
      else if (!may(caller, target)) errors.target_center_no = [{ key: 'masters.c20101.centerNotAuthorised', params: {} }];
    }
    if (Object.keys(errors).length) throw validationError(errors);
    const target = Number(values.target_center_no);
    const date = String(values.schedule_date);
    return this.ds.transaction(async (tx) => {
      const version = await this.students.updateWithLock(tx, studentNo, lockVersion, { center_no: target });
      await this.students.insertCenterChange(tx, {
        studentNo,
        date,
        from: before.center_no,
        to: target,
        version,
        userNo: caller.userNo,
      });
      await writeEvent(tx, 'StudentCenterChanged', {
        version,
        student_no: studentNo,
        center_no: target,
        previous_center_no: before.center_no,
        schedule_date: date,
      });
      return this.student(tx, studentNo, { ...caller, centerNos: null });
    });
  }
}
