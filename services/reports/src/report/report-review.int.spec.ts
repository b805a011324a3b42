import { addDays, REPORT_COMMENT_MAX, tokyoDate } from '@school/domain';
import { lessonsOf, refusal, staffOf, TEACHER1, teacher, useReportsBed } from './report.test-bed';

// The review (C50102_doComment, C50102_doReview, C50102_getComment, C50102_getAmendComment) through
// ReportReviewService against the run's PostgreSQL, with the commenter's name from the run's auth
// (schedule_nos and students 983_000+).
const YESTERDAY = addDays(tokyoDate(Date.now()), -1);

describe('ReportReviewService', () => {
  const bed = useReportsBed(983_000);
  const { admin, addLesson, stored, lockOf, doEdit, comment, decide } = lessonsOf(bed);
  const submitted = async () => {
    const no = await addLesson({ student: 983_900, teacher: TEACHER1, date: YESTERDAY });
    await doEdit(teacher(TEACHER1), no, 'submit');
    return no;
  };

  it('posts a comment in the next round under the commenter’s name, moving the version by one and keeping the status', async () => {
    const no = await submitted();
    const [{ user_named }] = (await bed.ds.query(`SELECT "user_named" FROM "auth"."user_account" WHERE "user_no" = $1`, [
      bed.adminNo,
    ])) as { user_named: string }[];
    const out = await bed.review.doComment(
      { schedule_no: no, detail_no: 9, comment: '  具体的に  ', t3110_lock_version: await lockOf(no) },
      admin(),
    );
    expect(out.t3110_lock_version).toBe(2);
    expect(out.comment).toMatchObject({
      detail_no: 9,
      round: 1,
      comment: '具体的に',
      commenter_user_no: bed.adminNo,
      commenter_name: user_named,
    });
    expect(out.comments.map((c) => c.comment_no)).toEqual([out.comment.comment_no]);
    expect(await stored(no)).toMatchObject({ report_status: 1, review_round: 0 });
    expect(await bed.review.comments({ schedule_no: no, detail_no: 9 }, teacher(TEACHER1))).toEqual([out.comment]);
    expect(await bed.review.comments({ schedule_no: no, detail_no: 8 }, teacher(TEACHER1))).toEqual([]);
  });

  it('refuses an empty, a too long or an unknown row’s comment, and one from outside the lesson’s center', async () => {
    const no = await submitted();
    const at = async (detail_no: number, text: string, who = admin()) =>
      refusal(bed.review.doComment({ schedule_no: no, detail_no, comment: text, t3110_lock_version: await lockOf(no) }, who));
    expect(await at(9, '   ')).toMatchObject({ status: 422, errors: { comment: ['reports.error.commentRequired'] } });
    expect(await at(9, 'あ'.repeat(REPORT_COMMENT_MAX + 1))).toMatchObject({
      status: 422,
      errors: { comment: [{ key: 'reports.error.commentMax', params: { max: REPORT_COMMENT_MAX } }] },
    });
    expect(await at(17, 'x')).toMatchObject({ status: 422, errors: { detail_no: ['reports.row.unknown'] } });
    expect(await at(9, 'x', staffOf([2]))).toMatchObject({ status: 403 });
    expect(await stored(no)).toMatchObject({ lock_version: 1 });
  });

  it('rejects only with a comment of the round, then the teacher amends that round’s comments', async () => {
    const no = await submitted();
    expect(await refusal(decide(admin(), no, 'reject'))).toMatchObject({ status: 400, key: 'reports.error.rejectNeedsComment' });
    await comment(admin(), no, 9);
    await comment(admin(), no, 11);
    const rejected = await decide(admin(), no, 'reject');
    expect(rejected.currentFormData).toMatchObject({ report_status: 2, review_round: 1 });
    expect(await stored(no)).toMatchObject({ report_status: 2, review_round: 1, reviewer_user_no: bed.adminNo });
    expect((await bed.review.amendComments({ schedule_no: no }, teacher(TEACHER1))).map((c) => c.detail_no)).toEqual([9, 11]);
    // a comment on a rejected report stays in its round
    await comment(admin(), no, 12);
    expect((await bed.review.amendComments({ schedule_no: no }, teacher(TEACHER1))).map((c) => c.round)).toEqual([1, 1, 1]);
  });

  it('approves a submitted report (completed, 4), read only to its teacher, and refuses the teacher’s review and a stale one', async () => {
    const no = await submitted();
    expect(await bed.review.amendComments({ schedule_no: no }, teacher(TEACHER1))).toEqual([]);
    expect(await refusal(decide(teacher(TEACHER1), no, 'approve'))).toMatchObject({
      status: 400,
      key: 'reports.error.transition',
    });
    expect(await refusal(bed.review.doReview({ schedule_no: no, t3110_lock_version: 1, action: 'save' }, admin()))).toMatchObject(
      {
        status: 422,
      },
    );
    const done = await decide(admin(), no, 'approve');
    expect(done).toMatchObject({ mode: 'afterReview', currentFormData: { report_status: 4 } });
    expect(await stored(no)).toMatchObject({ report_status: 4, reviewer_user_no: bed.adminNo });
    expect(await bed.view.getEdit({ schedule_no: no }, teacher(TEACHER1))).toMatchObject({ mode: 'view', actions: [] });
    expect(
      await refusal(bed.review.doReview({ schedule_no: no, t3110_lock_version: 1, action: 'approve' }, admin())),
    ).toMatchObject({
      status: 409,
    });
  });
});
