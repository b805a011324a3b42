import { Inject, Injectable } from '@nestjs/common';
import {
  lessonRefOf,
  type Caller,
  type LessonChange,
  type LessonChangeResult,
  type LessonChangeStatus,
  type ResetScheduleOutput,
  type UpdateScheduleInput,
  type UpdateScheduleOutput,
} from '@school/contracts';
import { ASSIGNMENT_ERROR, assignmentDecision, checkAssignment, halvesOf, isDateString } from '@school/domain';
import { translate } from '@school/i18n';
import { businessRuleError, forbiddenError, keyOf, PasswordRecheck, validationError, writeEvent } from '@school/server-kit';
import { type EntityManager } from 'typeorm';
import { isBoardEditable } from './board-editable';
import { BoardRepository, type AssignLessonRow } from './board.repository';
import { guardStatusOf } from './lesson-write-errors';
import { BOARD_PASSWORD_RECHECK } from './tokens';

const MAX_LESSONS = 500;

type Outcome = { status: LessonChangeStatus; messageKey?: string; lock_version?: number; changed?: boolean };

const mayWorkAt = (caller: Caller, centerNo: number) => caller.centerNos === null || caller.centerNos.includes(centerNo);
const isKey = (v: unknown, min: number): v is number =>
  Number.isInteger(v) && (v as number) >= min && (v as number) <= 2147483647;

// C40101_updateSchedule: the board's pending lessons, each saved or refused on its own. A change
// says what the lesson was read as (lock_version) and what it becomes (teacher_no): a lesson still as
// it was read may get another teacher in the same save that removed its teacher on the board (SPEC §4
// pending model); one changed meanwhile is MSG_0001. Each lesson is its own transaction: it locks its
// lesson row, then the new teacher's shift rows (FOR SHARE), then the half rows of the teachers it
// leaves and gets, in key order: two batches never wait on each other crosswise. The removals come
// first, so that a teacher moved to another lesson of the same half in one save is free there.
@Injectable()
export class AssignService {
  constructor(
    private readonly repo: BoardRepository,
    @Inject(BOARD_PASSWORD_RECHECK) private readonly passwordRecheck: PasswordRecheck,
  ) {}

  async updateSchedule(input: Record<string, unknown>, caller: Caller): Promise<UpdateScheduleOutput> {
    const { center_no, lessons, accept_warnings } = this.parse(input);
    if (!mayWorkAt(caller, center_no)) throw forbiddenError();
    const warningsAccepted = accept_warnings === true && (await this.passwordRecheck.isRecent(caller.userNo));

    const current = await this.repo.lessonPlaces(lessons.map((l) => l.schedule_no));
    const known = new Map(current.map((r) => [r.schedule_no, r]));
    const orderKey = (c: LessonChange): [number, number, string, number, number] => {
      const r = known.get(c.schedule_no);
      return [
        c.teacher_no === 0 ? 0 : 1,
        c.teacher_no || r?.teacher_no || 0,
        r?.date ?? '',
        r?.time_limit_no ?? 0,
        c.schedule_no,
      ];
    };
    const ordered = [...lessons].sort((a, b) => {
      const [x, y] = [orderKey(a), orderKey(b)];
      return x[0] - y[0] || x[1] - y[1] || x[2].localeCompare(y[2]) || x[3] - y[3] || x[4] - y[4];
    });

    const outcomes = new Map<number, Outcome>();
    for (const change of ordered)
      outcomes.set(change.schedule_no, await this.saveOne(change, center_no, warningsAccepted, caller));
    const results: LessonChangeResult[] = lessons.map((l) => {
      const o = outcomes.get(l.schedule_no)!;
      return {
        schedule_no: l.schedule_no,
        status: o.status,
        message: o.messageKey ? translate(caller.locale, o.messageKey) : null,
        lock_version: o.lock_version ?? null,
      };
    });
    return { changed: [...outcomes.values()].filter((o) => o.changed).length, results };
  }

  // Releases the teachers of one center's date (ResetScheduleInput): one statement, its lesson rows
  // locked in schedule_no order before the occupancy rows, as every board write takes them.
  async resetSchedule(input: Record<string, unknown>, caller: Caller): Promise<ResetScheduleOutput> {
    const centerNo = keyOf(input, 'center_no');
    const date = input.schedule_date;
    if (!isDateString(date)) throw validationError({ schedule_date: ['error.validation'] });
    if (input.scope !== 'auto' && input.scope !== 'all') throw validationError({ scope: ['error.validation'] });
    if (!mayWorkAt(caller, centerNo)) throw forbiddenError();
    if (!isBoardEditable(date)) throw businessRuleError(ASSIGNMENT_ERROR.outsideEditablePeriod);
    return this.repo.transaction(async (tx) => {
      const released = await this.repo.releaseTeachers(tx, centerNo, date, input.scope as 'auto' | 'all');
      for (const lesson of released)
        await writeEvent(tx, 'LessonUnassigned', {
          ...lessonRefOf(lesson, caller.userNo),
          previous_teacher_no: lesson.previous_teacher_no,
        });
      return { changed: released.length };
    });
  }

  private parse(input: Record<string, unknown>): UpdateScheduleInput {
    const errors: Record<string, 'error.validation'[]> = {};
    if (!isKey(input.center_no, 1)) errors.center_no = ['error.validation'];
    const lessons = input.lessons;
    if (!Array.isArray(lessons) || lessons.length === 0 || lessons.length > MAX_LESSONS) errors.lessons = ['error.validation'];
    else
      lessons.forEach((l: Record<string, unknown> | null, i) => {
        if (!l || typeof l !== 'object' || !isKey(l.schedule_no, 1) || !isKey(l.teacher_no, 0) || !isKey(l.lock_version, 0))
          errors[`lessons.${i}`] = ['error.validation'];
      });
    if (Array.isArray(lessons) && new Set(lessons.map((l: { schedule_no?: unknown }) => l?.schedule_no)).size !== lessons.length)
      errors.lessons = ['error.validation'];
    if (input.accept_warnings !== undefined && typeof input.accept_warnings !== 'boolean')
      errors.accept_warnings = ['error.validation'];
    if (Object.keys(errors).length) throw validationError(errors);
    return input as UpdateScheduleInput;
  }

  private async saveOne(change: LessonChange, centerNo: number, warningsAccepted: boolean, caller: Caller): Promise<Outcome> {
    try {
      // a refusal has written nothing; its transaction only held locks
      return await this.repo.transaction((tx) => this.apply(tx, change, centerNo, warningsAccepted, caller));
    } catch (error) {
      const status = guardStatusOf(error);
      if (!status) throw error;
      return { status, messageKey: status };
    }
  }

  private async apply(
    tx: EntityManager,
    change: LessonChange,
    centerNo: number,
    warningsAccepted: boolean,
    caller: Caller,
  ): Promise<Outcome> {
    const lesson = await this.repo.lockLessonToAssign(tx, change.schedule_no);
    const stale = lesson !== undefined && lesson.lock_version !== change.lock_version;
    // a lesson of another center is as unknown as a missing one, unless it went there since the board
    // read it (a transfer, a C20301 move) and the caller works there too: it changed meanwhile
    if (!lesson || (lesson.center_no !== centerNo && !(stale && mayWorkAt(caller, lesson.center_no))))
      return { status: 'RULE', messageKey: 'assignment.unknownLesson' };
    if (stale) return { status: 'MSG_0001', messageKey: 'MSG_0001' };
    if (lesson.teacher_no === change.teacher_no) return { status: 'ok', lock_version: lesson.lock_version };
    if (lesson.cancel_flag === 1) return { status: 'RULE', messageKey: 'assignment.lessonCancelled' };
    if (!isBoardEditable(lesson.schedule_date)) return { status: 'RULE', messageKey: ASSIGNMENT_ERROR.outsideEditablePeriod };

    if (change.teacher_no === 0) {
      const lockVersion = await this.setTeacher(tx, lesson, 0);
      await writeEvent(tx, 'LessonUnassigned', {
        ...lessonRefOf({ ...lesson, lock_version: lockVersion }, caller.userNo),
        previous_teacher_no: lesson.teacher_no,
      });
      return { status: 'ok', lock_version: lockVersion, changed: true };
    }

    const teacher = await this.repo.teacher(tx, change.teacher_no);
    if (!teacher) return { status: 'RULE', messageKey: 'assignment.unknownTeacher' };
    const teacherLessons = await this.repo.teacherLessonsOfDay(tx, teacher.teacher_no, lesson.schedule_date, lesson.schedule_no);
    // the teacher it had, if any, is the one the board removed: the checks see the lesson free
    const check = checkAssignment({
      lesson: { ...lesson, teacher_no: 0 },
      teacher,
      cell: { teacher_no: teacher.teacher_no, schedule_date: lesson.schedule_date, time_limit_no: lesson.time_limit_no },
      // checked above, for removals too
      editable: { min: null, max: null },
      excludedTeacherNos: lesson.ng_teacher_nos,
      teacherLessons,
      lessonSubjectNos: lesson.student_subject_nos,
    });
    const decision = assignmentDecision(check);
    if (decision === 'block') {
      const key = check.errors[0].key;
      return { status: key === ASSIGNMENT_ERROR.occupied ? 'MSG_1003' : 'RULE', messageKey: key };
    }
    if (decision === 'confirm' && !warningsAccepted) return { status: 'WARNING', messageKey: 'assignment.warningsNeedPassword' };

    // The teacher's work shifts covering the lesson, held until commit so that none is removed meanwhile.
    const shifts = await this.repo.shareWorkShifts(
      tx,
      teacher.teacher_no,
      lesson.schedule_date,
      lesson.center_no,
      lesson.time_limit_no,
    );
    const covered = new Set(shifts.flatMap((s) => halvesOf(s.time_limit_no)));
    if (!halvesOf(lesson.time_limit_no).every((h) => covered.has(h))) return { status: 'MSG_1004', messageKey: 'MSG_1004' };

    // A reassignment frees the halves of one teacher and takes those of another in one statement:
    // both teachers' rows are locked first, in key order, as every other write takes them.
    if (lesson.teacher_no > 0)
      await this.repo.lockTeacherHalves(tx, [lesson.teacher_no, teacher.teacher_no], lesson.schedule_date, lesson.time_limit_no);
    const lockVersion = await this.setTeacher(tx, lesson, teacher.teacher_no);
    await writeEvent(tx, 'LessonAssigned', {
      ...lessonRefOf({ ...lesson, lock_version: lockVersion }, caller.userNo),
      teacher_no: teacher.teacher_no,
      previous_teacher_no: lesson.teacher_no,
    });
    return { status: 'ok', lock_version: lockVersion, changed: true };
  }

  // Assigning or removing by hand marks the lesson manual (the automatic assignment leaves it alone).
  private setTeacher(tx: EntityManager, lesson: AssignLessonRow, teacherNo: number): Promise<number> {
    return this.repo.updateLockedLesson(tx, lesson.schedule_no, { teacher_no: teacherNo, manual_flag: 1 });
  }
}
