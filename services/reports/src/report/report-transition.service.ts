import { Injectable } from '@nestjs/common';
import { type Caller, type ReportStatusCode } from '@school/contracts';
import {
  amendableRows,
  formatDisplayDate,
  reportActionTooEarly,
  reportActorOf,
  reportTransition,
  reviewRoundAfter,
  tokyoDate,
  type ReportAction,
  type ReportActor,
  type ReportDay,
} from '@school/domain';
import { businessRuleError, forbiddenError, notFoundError, staleError, writeEvent } from '@school/server-kit';
import { DataSource, type EntityManager } from 'typeorm';
import { ReportNotifier } from './report-notifier';
import { ReportRepository, type LessonCopyRow, type ReportRow } from './report.repository';

// One write's start: the lesson, the report as locked, who the caller is to it and the status the
// action leaves.
export type WriteContext = {
  tx: EntityManager;
  caller: Caller;
  lesson: LessonCopyRow;
  report: ReportRow;
  actor: ReportActor;
  next: ReportStatusCode;
};

// The day a submit or an absence is checked against (Asia/Tokyo).
export const dayOf = (lesson: LessonCopyRow): ReportDay => ({ lessonDate: lesson.schedule_date, today: tokyoDate(Date.now()) });

// The frame of every write (rows and review): each is refused unless SPEC §4's table allows it for the
// caller and the status the report has now. A write locks the report row and updates it on its status
// and lock version, so of two screens showing the same version only the first write lands (the other
// gets 409).
@Injectable()
export class ReportTransitionService {
  constructor(
    private readonly ds: DataSource,
    private readonly repo: ReportRepository,
    private readonly notifier: ReportNotifier,
  ) {}

  // Locks the report (making an empty one for a first write), checks the caller, the lock version
  // and the transition, then runs the action's own part.
  run<T>(
    scheduleNo: number,
    caller: Caller,
    action: ReportAction,
    lockVersion: number,
    body: (w: WriteContext) => Promise<T>,
  ): Promise<T> {
    return this.ds.transaction(async (tx) => {
      const lesson = await this.repo.lesson(scheduleNo, tx, 'share');
      if (!lesson) throw notFoundError('lesson');
      const actor = reportActorOf(caller, lesson);
      if (!actor) throw forbiddenError();
      let report = await this.repo.report(scheduleNo, tx, 'update');
      if ((report?.lock_version ?? 0) !== lockVersion) throw staleError();
      const next = lesson.cancelled ? null : reportTransition(report?.report_status ?? null, actor, action);
      if (next === null) throw businessRuleError('reports.error.transition');
      if (reportActionTooEarly(action, dayOf(lesson)))
        throw businessRuleError('reports.error.tooEarly', { date: formatDisplayDate(lesson.schedule_date) });
      if (!report) report = await this.create(tx, lesson);
      return body({ tx, caller, lesson, report, actor, next });
    });
  }

  // The conditional update every write ends with: on the status and the version it read; its
  // ReportChanged event (the audit trail, docs/audit.md) in the same transaction.
  async finish(w: WriteContext, action: ReportAction, values: { handover?: string | null }): Promise<ReportRow> {
    const row = await this.repo.updateReportWithLock(
      w.report,
      {
        status: w.next,
        ...values,
        reviewRound: reviewRoundAfter(action, w.report.review_round),
        submitted: action === 'submit' || action === 'absent',
        decided: action === 'approve' || action === 'reject',
        reviewerUserNo: w.caller.userNo,
      },
      w.tx,
    );
    if (!row) throw staleError();
    const { schedule_no, center_no, student_no, teacher_no } = w.lesson;
    await writeEvent(w.tx, 'ReportChanged', {
      schedule_no,
      center_no,
      student_no,
      teacher_no,
      action,
      report_status: row.report_status,
      review_round: row.review_round,
      handover: row.handover,
      reviewer_user_no: row.reviewer_user_no,
      submitted_at: row.submitted_at,
      reviewed_at: row.reviewed_at,
      lock_version: row.lock_version,
    });
    await this.notifier.after(w.tx, action, { lesson: w.lesson, before: w.report, after: row });
    return row;
  }

  // The rows a teacher may change in an amend: those the latest closed round commented on.
  async amendable(w: WriteContext): Promise<number[]> {
    return amendableRows(await this.repo.commentRounds(w.report.schedule_no, w.tx), w.report.review_round);
  }

  // A report's first write makes its row (in progress, version 0) and its 16 empty rows; a screen that
  // made it at the same moment wins and this one is stale.
  private async create(tx: EntityManager, lesson: LessonCopyRow): Promise<ReportRow> {
    if (!(await this.repo.insertReport(lesson, tx))) throw staleError();
    await this.repo.insertDetails(lesson.schedule_no, tx);
    return (await this.repo.report(lesson.schedule_no, tx)) as ReportRow;
  }
}
