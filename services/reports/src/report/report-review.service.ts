import { Injectable } from '@nestjs/common';
import { type Caller, type ReportComment, type ReportDoCommentOutput, type ReportEditOutput } from '@school/contracts';
import { commentRound, lockVersionAfterComment, REPORT_COMMENT_MAX, REPORT_ITEMS } from '@school/domain';
import { businessRuleError, keyOf, validationError } from '@school/server-kit';
import { lockOf } from './report-input';
import { ReportLabelService } from './report-label.service';
import { ReportTransitionService } from './report-transition.service';
import { ReportViewService } from './report-view.service';
import { ReportRepository, type CommentRow } from './report.repository';

type Input = Record<string, unknown>;

// C50102 review: the reviewers' comments per row and round, approval and rejection (a rejection needs
// a comment of the round), and the comments the teacher amends.
@Injectable()
export class ReportReviewService {
  constructor(
    private readonly repo: ReportRepository,
    private readonly transition: ReportTransitionService,
    private readonly view: ReportViewService,
    private readonly names: ReportLabelService,
  ) {}

  async comments(input: Input, caller: Caller): Promise<ReportComment[]> {
    const detailNo = keyOf(input, 'detail_no');
    const { loaded } = await this.view.readable(keyOf(input, 'schedule_no'), caller);
    return loaded.comments.filter((c) => c.detail_no === detailNo);
  }

  // The comments the teacher amends: those of the latest closed round.
  async amendComments(input: Input, caller: Caller): Promise<ReportComment[]> {
    const { loaded } = await this.view.readable(keyOf(input, 'schedule_no'), caller);
    const round = loaded.report?.review_round ?? 0;
    return loaded.comments.filter((c) => c.round === round && round > 0);
  }

  async doComment(input: Input, caller: Caller): Promise<ReportDoCommentOutput> {
    const scheduleNo = keyOf(input, 'schedule_no');
    const detailNo = keyOf(input, 'detail_no');
    const lockVersion = lockOf(input);
    if (!REPORT_ITEMS.some((i) => i.detail_no === detailNo)) throw validationError({ detail_no: ['reports.row.unknown'] });
    const text = typeof input.comment === 'string' ? input.comment.trim() : '';
    if (!text) throw validationError({ comment: ['reports.error.commentRequired'] });
    if (Array.from(text).length > REPORT_COMMENT_MAX)
      throw validationError({ comment: [{ key: 'reports.error.commentMax', params: { max: REPORT_COMMENT_MAX } }] });
    const commenterName = await this.names.commenterName(caller);
    let posted: CommentRow | undefined;
    const result = await this.transition.run(scheduleNo, caller, 'comment', lockVersion, async (w) => {
      posted = await this.repo.insertComment(
        {
          scheduleNo,
          detailNo,
          round: commentRound(w.report.report_status, w.report.review_round),
          comment: text,
          commenterUserNo: caller.userNo ?? 0,
          commenterName,
        },
        w.tx,
      );
      return this.transition.finish(w, 'comment', {});
    });
    if (result.lock_version !== lockVersionAfterComment(lockVersion))
      throw new Error('comment moved the lock version unexpectedly');
    const comments = (await this.repo.comments(scheduleNo)).filter((c) => c.detail_no === detailNo);
    return { t3110_lock_version: result.lock_version, comment: posted as CommentRow, comments };
  }

  async doReview(input: Input, caller: Caller): Promise<ReportEditOutput> {
    const scheduleNo = keyOf(input, 'schedule_no');
    const lockVersion = lockOf(input);
    const action = input.action;
    if (action !== 'approve' && action !== 'reject') throw validationError({ action: ['error.validation'] });
    await this.transition.run(scheduleNo, caller, action, lockVersion, async (w) => {
      if (
        action === 'reject' &&
        !(await this.repo.countCommentsOfRound(scheduleNo, commentRound(w.report.report_status, w.report.review_round), w.tx))
      )
        throw businessRuleError('reports.error.rejectNeedsComment');
      return this.transition.finish(w, action, {});
    });
    return this.view.getEdit({ schedule_no: scheduleNo }, caller);
  }
}
