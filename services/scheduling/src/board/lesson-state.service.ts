import { Injectable } from '@nestjs/common';
import {
  lessonRefOf,
  type CancelOutput,
  type Caller,
  type LessonLock,
  type SetTeacherTypeOutput,
  type TransferOutput,
} from '@school/contracts';
import { ASSIGNMENT_ERROR, isTransferred, isUnassigned } from '@school/domain';
import {
  businessRuleError,
  keyOf,
  lockVersionOf,
  notFoundError,
  staleError,
  validationError,
  writeEvent,
} from '@school/server-kit';
import { type EntityManager } from 'typeorm';
import { CenterAccess } from '../center/center-access';
import { EntryCellRepository } from '../entry-cell/entry-cell.repository';
import { isBoardEditable } from './board-editable';
import { BoardRepository, type LessonChangeSet, type StateLessonRow } from './board.repository';

const lockOf = (input: Record<string, unknown>): LessonLock => {
  const schedule = input.schedule;
  if (!schedule || typeof schedule !== 'object') throw validationError({ schedule: ['error.validation'] });
  const s = schedule as Record<string, unknown>;
  return { schedule_no: keyOf(s, 'schedule_no'), lock_version: lockVersionOf(s) };
};

// C40101's changes of one lesson's state (SPEC §7), each at the lock_version it was read with.
// Transfers: an unassigned lesson is held at another center for this time (original_center_no keeps
// where it came from) and brought back by removing the transfer; the classroom belongs to a center,
// so the lesson has none after either move. Neither changes who teaches or studies when. Cancelling
// keeps the row (cancel_flag 1) and frees its half for the teacher and the student. Transfers and
// cancelling change only lessons of the board's editable period. The requested teacher type is the
// lesson's own (what the type warning compares, on the board and in updateSchedule).
@Injectable()
export class LessonStateService {
  constructor(
    private readonly repo: BoardRepository,
    private readonly centers: CenterAccess,
    private readonly cells: EntryCellRepository,
  ) {}

  async setTransfer(input: Record<string, unknown>, caller: Caller): Promise<TransferOutput> {
    const lock = lockOf(input);
    const target = keyOf(input, 'target_center_no');
    await this.centers.check(target, caller, 'assignment.transferCenterInvalid');
    return this.transfer(lock, caller, (l) => {
      if (!isBoardEditable(l.schedule_date)) throw businessRuleError(ASSIGNMENT_ERROR.outsideEditablePeriod);
      if (!isUnassigned(l) || isTransferred(l) || l.cancel_flag === 1) throw businessRuleError('assignment.transferNotAllowed');
      if (l.center_no === target) throw validationError({ target_center_no: ['assignment.transferCenterInvalid'] });
      return { center_no: target, original_center_no: l.center_no };
    });
  }

  async removeTransfer(input: Record<string, unknown>, caller: Caller): Promise<TransferOutput> {
    return this.transfer(lockOf(input), caller, (l) => {
      if (!isBoardEditable(l.schedule_date)) throw businessRuleError(ASSIGNMENT_ERROR.outsideEditablePeriod);
      if (!isUnassigned(l) || !isTransferred(l) || l.cancel_flag === 1)
        throw businessRuleError('assignment.transferRemovalNotAllowed');
      return { center_no: l.original_center_no, original_center_no: 0 };
    });
  }

  // Only a lesson not yet held and not cancelled already.
  async cancel(input: Record<string, unknown>, caller: Caller): Promise<CancelOutput> {
    return this.change(lockOf(input), caller, async (tx, lesson) => {
      if (!isBoardEditable(lesson.schedule_date)) throw businessRuleError(ASSIGNMENT_ERROR.outsideEditablePeriod);
      if (lesson.cancel_flag === 1 || lesson.attendance_distinction !== 0) throw businessRuleError('assignment.cancelNotAllowed');
      const lockVersion = await this.update(tx, lesson.schedule_no, { cancel_flag: 1 });
      await writeEvent(tx, 'LessonCancelled', {
        ...lessonRefOf({ ...lesson, lock_version: lockVersion }, caller.userNo),
        teacher_no: lesson.teacher_no,
      });
      return { schedule_no: lesson.schedule_no, lock_version: lockVersion, cancel_flag: 1 as const };
    });
  }

  async setTeacherType(input: Record<string, unknown>, caller: Caller): Promise<SetTeacherTypeOutput> {
    const type = input.teacher_request_type;
    if (type !== null && type !== 1 && type !== 2 && type !== 3)
      throw validationError({ teacher_request_type: ['error.validation'] });
    return this.change(lockOf(input), caller, async (tx, lesson) => {
      if (lesson.cancel_flag === 1) throw businessRuleError('assignment.lessonCancelled');
      const lockVersion = await this.update(tx, lesson.schedule_no, { teacher_request_type: type });
      await writeEvent(tx, 'LessonTeacherTypeSet', {
        ...lessonRefOf({ ...lesson, lock_version: lockVersion }, caller.userNo),
        teacher_request_type: type,
      });
      return { schedule_no: lesson.schedule_no, lock_version: lockVersion, teacher_request_type: type };
    });
  }

  private transfer(
    lock: LessonLock,
    caller: Caller,
    decide: (l: StateLessonRow) => { center_no: number; original_center_no: number },
  ): Promise<TransferOutput> {
    return this.change(lock, caller, async (tx, lesson) => {
      const next = decide(lesson);
      // The lesson leaves one center's cell and joins another's, so both cells' remaining teacher
      // counts change: the last-seat rows of both (docs/applications.md "The last seat") are locked
      // after the lesson row (the board's order: lesson, then cells), so an application counting
      // either cell waits for this transfer's commit. A transfer is staff's deliberate act and may
      // fill the target cell: it is not refused for that.
      const cell = { schedule_date: lesson.schedule_date, time_limit_no: lesson.time_limit_no };
      await this.cells.lock(tx, [
        { center_no: lesson.center_no, ...cell },
        { center_no: next.center_no, ...cell },
      ]);
      const lockVersion = await this.update(tx, lesson.schedule_no, { ...next, classroom_no: null });
      await writeEvent(tx, 'LessonTransferred', {
        ...lessonRefOf({ ...lesson, lock_version: lockVersion }, caller.userNo),
        ...next,
        previous_center_no: lesson.center_no,
      });
      return { schedule_no: lesson.schedule_no, lock_version: lockVersion, ...next };
    });
  }

  private change<T>(
    lock: LessonLock,
    caller: Caller,
    apply: (tx: EntityManager, lesson: StateLessonRow) => Promise<T>,
  ): Promise<T> {
    return this.repo.transaction(async (tx: EntityManager) => {
      const lesson = await this.repo.lockLessonToChange(tx, lock.schedule_no);
      // a lesson of a center the caller may not work on is as absent as an unknown number
      if (!lesson || (caller.centerNos !== null && !caller.centerNos.includes(lesson.center_no))) throw notFoundError('lesson');
      if (lesson.lock_version !== lock.lock_version) throw staleError();
      return apply(tx, lesson);
    });
  }

  private update(tx: EntityManager, scheduleNo: number, set: LessonChangeSet): Promise<number> {
    return this.repo.updateLockedLesson(tx, scheduleNo, set);
  }
}
