import { Injectable } from '@nestjs/common';
import { type Caller, type LessonLock, type TransferOutput } from '@school/contracts';
import { isTransferred, isUnassigned } from '@school/domain';
import {
  businessRuleError,
  keyOf,
  lockVersionOf,
  notFoundError,
  RpcClient,
  staleError,
  validationError,
  writeEvent,
} from '@school/server-kit';
import { DataSource, type EntityManager } from 'typeorm';
import { checkCallerCenter } from '../center/center-access';

type LessonRow = LessonLock & {
  schedule_date: string;
  time_limit_no: number;
  student_no: number;
  teacher_no: number;
  center_no: number;
  original_center_no: number;
};

const LESSON_SQL = `SELECT "schedule_no", to_char("schedule_date", 'YYYY-MM-DD') AS "schedule_date", "time_limit_no", "student_no",
    "teacher_no", "center_no", "original_center_no", "lock_version"
  FROM "scheduling"."lesson" WHERE "schedule_no" = $1 FOR UPDATE`;

const lockOf = (input: Record<string, unknown>): LessonLock => {
  const schedule = input.schedule;
  if (!schedule || typeof schedule !== 'object') throw validationError({ schedule: ['error.validation'] });
  const s = schedule as Record<string, unknown>;
  return { schedule_no: keyOf(s, 'schedule_no'), lock_version: lockVersionOf(s) };
};

// C40101 transfers (SPEC §7): an unassigned lesson is held at another center for this time
// (original_center_no keeps where it came from) and brought back by removing the transfer. The
// classroom belongs to a center, so the lesson has none after either move. Neither changes who
// teaches or studies when, so the occupancy rule is not touched.
@Injectable()
export class TransferService {
  constructor(
    private readonly ds: DataSource,
    private readonly rpc: RpcClient,
  ) {}

  async setTransfer(input: Record<string, unknown>, caller: Caller): Promise<TransferOutput> {
    const lock = lockOf(input);
    const target = keyOf(input, 'target_center_no');
    await checkCallerCenter(this.rpc, target, caller, 'assignment.transferCenterInvalid');
    return this.move(lock, caller, (l) => {
      if (!isUnassigned(l) || isTransferred(l)) throw businessRuleError('assignment.transferNotAllowed');
      if (l.center_no === target) throw validationError({ target_center_no: ['assignment.transferCenterInvalid'] });
      return { center_no: target, original_center_no: l.center_no };
    });
  }

  async removeTransfer(input: Record<string, unknown>, caller: Caller): Promise<TransferOutput> {
    return this.move(lockOf(input), caller, (l) => {
      if (!isUnassigned(l) || !isTransferred(l)) throw businessRuleError('assignment.transferRemovalNotAllowed');
      return { center_no: l.original_center_no, original_center_no: 0 };
    });
  }

  private move(
    lock: LessonLock,
    caller: Caller,
    decide: (l: LessonRow) => { center_no: number; original_center_no: number },
  ): Promise<TransferOutput> {
    return this.ds.transaction(async (tx: EntityManager) => {
      const [lesson] = (await tx.query(LESSON_SQL, [lock.schedule_no])) as LessonRow[];
      // a lesson of a center the caller may not work on is as absent as an unknown number
      if (!lesson || (caller.centerNos !== null && !caller.centerNos.includes(lesson.center_no))) throw notFoundError('lesson');
      if (lesson.lock_version !== lock.lock_version) throw staleError();
      const next = decide(lesson);
      const [row] = (await tx.query(
        `WITH updated AS (
           UPDATE "scheduling"."lesson" SET "center_no" = $2, "original_center_no" = $3, "classroom_no" = NULL,
                  "lock_version" = "lock_version" + 1, "updated_at" = now()
            WHERE "schedule_no" = $1 RETURNING "lock_version")
         SELECT "lock_version" FROM updated`,
        [lesson.schedule_no, next.center_no, next.original_center_no],
      )) as { lock_version: number }[];
      await writeEvent(tx, 'LessonTransferred', {
        schedule_no: lesson.schedule_no,
        schedule_date: lesson.schedule_date,
        time_limit_no: lesson.time_limit_no,
        center_no: next.center_no,
        student_no: lesson.student_no,
        lock_version: row.lock_version,
        user_no: caller.userNo,
        original_center_no: next.original_center_no,
      });
      return { schedule_no: lesson.schedule_no, lock_version: row.lock_version, ...next };
    });
  }
}
