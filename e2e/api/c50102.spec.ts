import { randomUUID } from 'node:crypto';
import {
  subjectsFor,
  type DomainEvent,
  type LessonRef,
  type ReportEditOutput,
  type ReportRowInput,
  type ReportSearch,
} from '@school/contracts';
import {
  addDays,
  REPORT_ACTIONS,
  REPORT_ITEMS,
  reportTransition,
  tokyoDate,
  type ReportAction,
  type ReportActor,
} from '@school/domain';
import { connect } from 'nats';
import { query } from '../support/db';
import { Mailbox } from '../support/mailbox';
import { type ApiAnswer, ApiSession } from '../support/session';
import { runCli, sharedStack } from '../support/stack';
import { waitFor } from '@school/server-kit/testing';

// The lessons this spec owns exist only in the reports service's copy of lessons (schedule_nos far above
// the seeded ones); the reassignment test makes a real lesson in scheduling and moves it on the board,
// so its report follows the events. All are removed at the end.
const FIRST = 990_001;
const CENTER = 1;
const TEACHER1 = 1;
const OTHER_TEACHER = 2;
const STUDENT1 = 1;
const YESTERDAY = addDays(tokyoDate(Date.now()), -1);
const TRANSITION = 'この報告書の状態ではこの操作はできません。画面を再読み込みしてください。';
const MSG_0001 = '他の端末でデータが更新されました。画面を再読み込みしてください。';

type Row = { report_status: number; lock_version: number; review_round: number };

describe('C50102 lesson reports', () => {
  const stack = sharedStack();
  const admin = new ApiSession(stack);
  const admin2 = new ApiSession(stack);
  const teacher = new ApiSession(stack);
  const student = new ApiSession(stack);
  const otherCenter = new ApiSession(stack);
  const sales = new ApiSession(stack);
  let next = FIRST;
  let names: Map<number, string>;
  const mailbox = new Mailbox();

  const addLesson = async (o: { teacher?: number; student?: number; date?: string } = {}) => {
    const no = next++;
    await query(
      `INSERT INTO "reports"."lesson" ("schedule_no", "schedule_date", "time_limit_no", "center_no", "student_no", "subject_no", "teacher_no")
       VALUES ($1, $2, 21, $3, $4, 1, $5)`,
      [no, o.date ?? YESTERDAY, CENTER, o.student ?? STUDENT1, o.teacher ?? TEACHER1],
    );
    return no;
  };
  const stored = async (no: number): Promise<Row | undefined> =>
    (
      await query<Row>(
        `SELECT "report_status", "lock_version", "review_round" FROM "reports"."lesson_report" WHERE "schedule_no" = $1`,
        [no],
      )
    )[0];
  const edit = (s: ApiSession, no: number) => s.call('C50102_getEdit', { schedule_no: no });
  const lock = async (no: number) => (await stored(no))?.lock_version ?? 0;
  // every row filled as a submitted report needs
  const fullRows = (): ReportRowInput[] =>
    REPORT_ITEMS.map((i) => ({
      detail_no: i.detail_no,
      names_code: i.names_no === null ? null : names.get(i.names_no)!,
      content: i.names_no === null ? `${i.item_name}の内容` : null,
    }));
  const doEdit = async (s: ApiSession, no: number, action: 'save' | 'submit' | 'absent', details = fullRows()) =>
    s.call('C50102_doEdit', { schedule_no: no, t3110_lock_version: await lock(no), action, handover: null, details });
  const comment = async (s: ApiSession, no: number, detailNo: number, text = 'もう少し具体的に') =>
    s.call('C50102_doComment', { schedule_no: no, detail_no: detailNo, comment: text, t3110_lock_version: await lock(no) });
  const review = async (s: ApiSession, no: number, action: 'approve' | 'reject') =>
    s.call('C50102_doReview', { schedule_no: no, t3110_lock_version: await lock(no), action });
  const ok = <T>(answer: ApiAnswer<T>): T => {
    expect({ status: answer.status, body: answer.status === 200 ? null : answer.body }).toEqual({ status: 200, body: null });
    return answer.output;
  };
  const enabledRows = (view: ReportEditOutput) => view.currentFormData.details.filter((d) => !d.disabled).map((d) => d.detail_no);

  const cleanUp = async () => {
    await query(`DELETE FROM "reports"."lesson_report" WHERE "schedule_no" >= $1`, [FIRST]);
    await query(`DELETE FROM "reports"."lesson" WHERE "schedule_no" >= $1`, [FIRST]);
    // chat's copy of lessons heard the real lesson's events too (docs/chat.md)
    await query(`DELETE FROM "chat"."lesson_room" WHERE "schedule_no" >= $1`, [FIRST]);
    await query(`DELETE FROM "masters"."alert" WHERE ("subject"->>'schedule_no')::int >= $1`, [FIRST]);
  };

  beforeAll(async () => {
    await cleanUp();
    await Promise.all([
      admin.login('admin'),
      admin2.login('classroom2'),
      teacher.login('teacher1'),
      student.login('student1'),
      otherCenter.login('franchise'),
      sales.login('sales'),
    ]);
    const groups = ok(await teacher.call('C50102_getDropdownList', {}));
    names = new Map(Object.entries(groups).map(([no, options]) => [Number(no), options[0].value]));
  }, 120000);

  afterAll(cleanUp);

  it('offers the names of groups 101–105 as the rows’ choices', async () => {
    const groups = ok(await admin.call('C50102_getDropdownList', {}));
    expect(Object.keys(groups).sort()).toEqual(['101', '102', '103', '104', '105']);
    for (const options of Object.values(groups)) expect(options.length).toBeGreaterThan(0);
  });

  it('walks a report from add to completed: comments per round, amend enables exactly the latest round’s rows', async () => {
    const no = await addLesson();
    const fresh = ok(await edit(teacher, no));
    expect(fresh).toMatchObject({
      mode: 'add',
      buttonDisabled: false,
      actions: ['save', 'submit', 'absent', 'editRow', 'editHandover'],
    });
    expect(fresh.currentFormData).toMatchObject({ report_status: null, t3110_lock_version: 0 });
    expect(fresh.currentFormData.details).toHaveLength(16);
    expect(fresh.lesson).toMatchObject({ schedule_no: no, teacher_no: TEACHER1, student_no: STUDENT1 });
    expect(fresh.lesson.teacher_name).toBeTruthy();
    expect(ok(await edit(admin, no))).toMatchObject({ mode: 'view', buttonDisabled: true, actions: [] });

    const draft = ok(await doEdit(teacher, no, 'save', [{ detail_no: 8, names_code: null, content: '途中まで' }]));
    expect(draft.currentFormData).toMatchObject({ report_status: 0, t3110_lock_version: 1 });
    // a submit needs the choices and what was taught: nothing is saved
    const incomplete = await doEdit(teacher, no, 'submit', [{ detail_no: 9, names_code: null, content: 'x' }]);
    expect(incomplete.status).toBe(422);
    expect(Object.keys(incomplete.body.errors as object)).toEqual(
      expect.arrayContaining(['details.1', 'details.3', 'details.4', 'details.5', 'details.6', 'details.7']),
    );
    expect(await stored(no)).toMatchObject({ report_status: 0, lock_version: 1 });

    ok(await doEdit(teacher, no, 'submit'));
    expect(await stored(no)).toMatchObject({ report_status: 1, lock_version: 2 });
    expect(ok(await edit(teacher, no))).toMatchObject({ mode: 'view', actions: [] });
    const reviewing = ok(await edit(admin, no));
    expect(reviewing).toMatchObject({ mode: 'review', actions: ['comment', 'approve', 'reject'] });
    expect(reviewing.currentFormData.details.every((d) => d.disabled && d.showComment && d.showBtn)).toBe(true);

    // a reject needs a comment first
    const bare = await review(admin, no, 'reject');
    expect(bare.status).toBe(400);
    expect(bare.body.message).toBe('差し戻す前に、修正してほしい項目にコメントしてください。');
    const first = ok(await comment(admin, no, 8));
    expect(first.t3110_lock_version).toBe(3);
    expect(first.comment).toMatchObject({ detail_no: 8, round: 1, commenter_name: '管理者' });
    ok(await comment(admin, no, 10, '課題をもう少し'));
    ok(await review(admin, no, 'reject'));
    expect(await stored(no)).toMatchObject({ report_status: 2, review_round: 1 });

    const amend = ok(await edit(teacher, no));
    expect(amend.mode).toBe('amend');
    expect(enabledRows(amend)).toEqual([8, 10]);
    expect(ok(await teacher.call('C50102_getAmendComment', { schedule_no: no })).map((c) => c.detail_no)).toEqual([8, 10]);
    // a row without a comment keeps what it had
    const rows = fullRows();
    rows[8].content = '書き換え';
    const refused = await doEdit(teacher, no, 'submit', rows);
    expect(refused.status).toBe(422);
    expect(Object.keys(refused.body.errors as object)).toEqual(['details.9']);
    const amended = fullRows();
    amended[7].content = '例題3と練習問題5〜8を解いた';
    ok(await doEdit(teacher, no, 'submit', amended));
    expect(await stored(no)).toMatchObject({ report_status: 3 });

    // round 2: one more row, and only that row is the teacher's to amend
    ok(await comment(admin, no, 13, '保護者向けの表現に'));
    ok(await review(admin, no, 'reject'));
    expect(enabledRows(ok(await edit(teacher, no)))).toEqual([13]);
    expect(ok(await admin.call('C50102_getComment', { schedule_no: no, detail_no: 8 })).map((c) => c.round)).toEqual([1]);
    ok(
      await doEdit(teacher, no, 'submit', [
        { detail_no: 13, names_code: null, content: 'ご家庭でも復習の声かけをお願いします。' },
      ]),
    );
    ok(await review(admin, no, 'approve'));
    expect(await stored(no)).toMatchObject({ report_status: 4, review_round: 2 });
    const done = ok(await edit(admin, no));
    expect(done).toMatchObject({ mode: 'afterReview', actions: ['save', 'editRow', 'editHandover'] });
    expect(enabledRows(done)).toHaveLength(16);
    expect(ok(await edit(teacher, no))).toMatchObject({ mode: 'view', buttonDisabled: true, actions: [] });
    expect(ok(await admin.call('C50102_getEdit', { schedule_no: no, viewMode: true }))).toMatchObject({
      mode: 'view',
      actions: [],
    });
  });

  it('reports an absence (8) and completes it (9)', async () => {
    const no = await addLesson();
    ok(await doEdit(teacher, no, 'absent', [{ detail_no: 16, names_code: null, content: '欠席のため授業なし' }]));
    expect(ok(await edit(teacher, no))).toMatchObject({ mode: 'view', buttonDisabled: true });
    expect(ok(await edit(admin, no))).toMatchObject({ mode: 'review', actions: ['comment', 'approve', 'reject'] });
    ok(await review(admin, no, 'approve'));
    expect(await stored(no)).toMatchObject({ report_status: 9 });
    expect(ok(await edit(admin, no))).toMatchObject({ mode: 'view', buttonDisabled: true, actions: [] });
  });

  it('refuses every action the table does not allow for the status and the caller, and changes nothing', async () => {
    const no = await addLesson();
    ok(await doEdit(teacher, no, 'save'));
    const call = async (s: ApiSession, action: ReportAction, version: number) => {
      const key = { schedule_no: no, t3110_lock_version: version };
      if (action === 'save' || action === 'submit' || action === 'absent')
        return s.call('C50102_doEdit', { ...key, action, handover: null, details: fullRows() });
      if (action === 'editRow') return s.call('C50102_doEditRow', { ...key, detail: fullRows()[7] });
      if (action === 'editHandover') return s.call('C50102_doEditHandover', { ...key, handover: '引き継ぎ' });
      if (action === 'comment') return s.call('C50102_doComment', { ...key, detail_no: 8, comment: 'x' });
      return s.call('C50102_doReview', { ...key, action });
    };
    const actors: [ReportActor, ApiSession][] = [
      ['writer', teacher],
      ['reviewer', admin],
      ['reader', student],
    ];
    let refusals = 0;
    for (const status of [0, 1, 2, 3, 4, 8, 9]) {
      const [before] = await query<Row>(
        `UPDATE "reports"."lesson_report" SET "report_status" = $2 WHERE "schedule_no" = $1
         RETURNING "report_status", "lock_version", "review_round"`,
        [no, status],
      );
      for (const [actor, session] of actors)
        for (const action of REPORT_ACTIONS) {
          if (reportTransition(status, actor, action) !== null) continue;
          const answer = await call(session, action, before.lock_version);
          expect({ status, actor, action, code: answer.status, message: answer.body.message }).toEqual({
            status,
            actor,
            action,
            code: 400,
            message: TRANSITION,
          });
          refusals++;
        }
      // a refusal that wrote anything would have moved the version on
      expect(await stored(no)).toEqual(before);
    }
    expect(refusals).toBeGreaterThan(100);
  });

  it('refuses another teacher, staff of another center and roles without the screen; the student reads only', async () => {
    const mine = await addLesson();
    const theirs = await addLesson({ teacher: OTHER_TEACHER });
    expect((await edit(teacher, theirs)).status).toBe(403);
    expect((await doEdit(teacher, theirs, 'save')).status).toBe(403);
    expect(await stored(theirs)).toBeUndefined();
    expect((await edit(otherCenter, mine)).status).toBe(403);
    expect((await review(otherCenter, mine, 'approve')).status).toBe(403);
    expect((await edit(sales, mine)).status).toBe(403);
    expect(ok(await edit(student, mine))).toMatchObject({ mode: 'view', actions: [] });
    expect((await edit(student, await addLesson({ student: 2 }))).status).toBe(403);
    expect((await edit(admin, 989_999)).status).toBe(404);
  });

  it('a teacher reads (never writes) a past report of another teacher’s lesson of their student; the lists offer only what opens', async () => {
    // a student of this test alone: teacher1 wrote an earlier lesson's report, which was then reassigned
    const pupil = 979_201;
    const theirs = await addLesson({ student: pupil, date: addDays(YESTERDAY, -7) });
    ok(await doEdit(teacher, theirs, 'submit'));
    await query(`UPDATE "reports"."lesson" SET "teacher_no" = $2 WHERE "schedule_no" = $1`, [theirs, OTHER_TEACHER]);
    expect((await teacher.call('C50102_getPastReport', { schedule_no: theirs })).status).toBe(403);
    const mine = await addLesson({ student: pupil });

    const listed = ok(await teacher.call('C50102_getPreviousReportNoList', { schedule_no: mine }));
    expect(listed.find((p) => p.schedule_no === theirs)).toMatchObject({ openable: true, report_status: 1 });
    const past = ok(await teacher.call('C50102_getPastReport', { schedule_no: theirs }));
    expect(past).toMatchObject({ mode: 'view', actions: [], lesson: { schedule_no: theirs, teacher_no: OTHER_TEACHER } });
    expect(past.currentFormData.details[7].content).toBe('指導内容の内容');
    expect(Object.keys(past.names).sort()).toEqual(['101', '102', '103', '104', '105']);
    expect((await edit(teacher, theirs)).status).toBe(403);
    expect((await doEdit(teacher, theirs, 'save')).status).toBe(403);
    expect(await stored(theirs)).toMatchObject({ report_status: 1 });

    // sales holds C50103 (always added) but not C50102: the page reads everything from C50103_getData
    const forSales = ok(await sales.call('C50103_getData', { schedule_no: mine }));
    expect(forSales).toMatchObject({ mode: 'view', actions: [] });
    expect(Object.keys(forSales.names).sort()).toEqual(['101', '102', '103', '104', '105']);
    expect(forSales.previous.find((p) => p.schedule_no === theirs)).toMatchObject({ openable: false });
    expect((await sales.call('C50102_getPastReport', { schedule_no: theirs })).status).toBe(403);
    expect(
      ok(await admin.call('C50103_getData', { schedule_no: mine })).previous.find((p) => p.schedule_no === theirs),
    ).toMatchObject({
      openable: true,
    });
  });

  it('submits and reports absent only from the lesson’s date on; a draft is saved before', async () => {
    const tomorrow = addDays(tokyoDate(Date.now()), 1);
    const no = await addLesson({ date: tomorrow });
    expect(ok(await edit(teacher, no)).actions).toEqual(['save', 'editRow', 'editHandover']);
    ok(await doEdit(teacher, no, 'save'));
    for (const action of ['submit', 'absent'] as const) {
      const early = await doEdit(teacher, no, action);
      expect({ status: early.status, message: early.body.message }).toEqual({
        status: 400,
        message: `提出と欠席の報告は授業日（${tomorrow.replace(/-/g, '/')}）から行えます。`,
      });
    }
    expect(await stored(no)).toMatchObject({ report_status: 0, lock_version: 1 });
  });

  it('a rejected absence can be reported absent again', async () => {
    const no = await addLesson();
    ok(await doEdit(teacher, no, 'absent', [{ detail_no: 16, names_code: null, content: '欠席' }]));
    ok(await comment(admin, no, 16, '欠席の理由を書いてください'));
    ok(await review(admin, no, 'reject'));
    expect(ok(await edit(teacher, no))).toMatchObject({
      mode: 'amend',
      actions: ['save', 'submit', 'absent', 'editRow', 'editHandover'],
    });
    ok(await doEdit(teacher, no, 'absent', [{ detail_no: 16, names_code: null, content: '体調不良のため欠席' }]));
    expect(await stored(no)).toMatchObject({ report_status: 8, review_round: 1 });
    expect(ok(await edit(admin, no))).toMatchObject({ mode: 'review', actions: ['comment', 'approve', 'reject'] });
  });

  it('a stale write gets 409 MSG_0001 and loses nothing', async () => {
    const no = await addLesson();
    ok(await doEdit(teacher, no, 'submit'));
    const seen = await lock(no);
    ok(await comment(admin, no, 8, '先に書いたコメント'));
    const late = await admin2.call('C50102_doReview', { schedule_no: no, t3110_lock_version: seen, action: 'approve' });
    expect(late.status).toBe(409);
    expect(late.body.message).toBe(MSG_0001);
    const lateComment = await admin2.call('C50102_doComment', {
      schedule_no: no,
      detail_no: 9,
      comment: 'x',
      t3110_lock_version: seen,
    });
    expect(lateComment.status).toBe(409);
    expect(await stored(no)).toMatchObject({ report_status: 1, lock_version: seen + 1 });
    expect(ok(await admin2.call('C50102_getComment', { schedule_no: no, detail_no: 8 })).map((c) => c.comment)).toEqual([
      '先に書いたコメント',
    ]);
    expect(ok(await admin2.call('C50102_getComment', { schedule_no: no, detail_no: 9 }))).toEqual([]);
    // the teacher's own stale save: the stored rows stay
    const draft = await addLesson();
    ok(await doEdit(teacher, draft, 'save', [{ detail_no: 8, names_code: null, content: '一回目' }]));
    const stale = await teacher.call('C50102_doEdit', {
      schedule_no: draft,
      t3110_lock_version: 0,
      action: 'save',
      handover: null,
      details: [{ detail_no: 8, names_code: null, content: '古い画面から' }],
    });
    expect(stale.status).toBe(409);
    const row8 = ok(await edit(teacher, draft)).currentFormData.details[7];
    expect(row8.content).toBe('一回目');
  });

  it('a rejection alerts the teacher, a resubmission the reviewer who rejected it (through the outbox)', async () => {
    const no = await addLesson();
    ok(await doEdit(teacher, no, 'submit'));
    const since = mailbox.mails.length;
    const [{ id: before }] = await query<{ id: string }>(`SELECT coalesce(max("id"), 0) AS "id" FROM "reports"."outbox"`);
    ok(await comment(admin, no, 8));
    ok(await review(admin, no, 'reject'));
    ok(await doEdit(teacher, no, 'submit'));
    const events = await query<{
      subject: string;
      payload: { kind: string; dedupe_key: string; audience: Record<string, unknown> };
    }>(`SELECT "subject", "payload" FROM "reports"."outbox" WHERE "id" > $1 AND "type" = 'AlertRaised' ORDER BY "id"`, [before]);
    const [{ user_no: adminNo }] = await query<{ user_no: number }>(
      `SELECT "user_no" FROM "auth"."user_account" WHERE "user_id" = 'admin'`,
    );
    expect(events.map((e) => [e.subject.endsWith('.evt.reports.AlertRaised'), e.payload.kind, e.payload.dedupe_key])).toEqual([
      [true, 'reportRejected', `reportRejected:lesson:${no}:1`],
      [true, 'reportResubmitted', `reportResubmitted:lesson:${no}:1`],
    ]);
    expect(events[0].payload.audience).toMatchObject({ roles: [300], teacher_no: TEACHER1 });
    expect(events[1].payload.audience).toMatchObject({ center_no: CENTER, user_no: adminNo });

    // in C00102: the teacher sees the rejection, the reviewer the resubmission, another staff of the center neither
    const alerts = async (s: ApiSession) =>
      ok(
        await s.call('C00102_getAlert', { searchInfo: {}, orderBy: [], pagination: { current_page: 1, per_page: 100 } }),
      ).data.filter((a) => a.subject.type === 'lesson' && a.subject.schedule_no === no);
    await waitFor(async () => (await alerts(teacher)).length === 1, 'the teacher’s alert');
    expect((await alerts(teacher))[0]).toMatchObject({ kind: 'reportRejected', classification_name: '授業報告書の差し戻し' });
    await waitFor(async () => (await alerts(admin)).length === 1, 'the reviewer’s alert');
    expect((await alerts(admin))[0].kind).toBe('reportResubmitted');
    expect(await alerts(admin2)).toEqual([]);
    // and a mail each, through the mail queue: this report's (an earlier test's may still be on its way)
    const mailAbout = async (to: string) => {
      const find = () => mailbox.mails.slice(since).find((m) => m.to.toLowerCase() === to && m.text.includes(`/C50102/${no}`));
      await waitFor(async () => !!find(), `the mail to ${to} about ${no}`, 15000);
      return find()!;
    };
    expect((await mailAbout('teacher1@demo.school.example.jp')).subject).toContain('差し戻し');
    expect((await mailAbout('admin@demo.school.example.jp')).subject).toContain('再提出');
  });

  it('the daily check (cli alerts:check) alerts the center’s staff to yesterday’s unwritten reports, once', async () => {
    const unwritten = await addLesson();
    const written = await addLesson();
    ok(await doEdit(teacher, written, 'save'));
    const runCheck = () => runCli('reports', ['alerts:check'], { ...process.env, NATS_NAMESPACE: stack.natsNamespace });
    await runCheck();
    await runCheck();
    const raised = await query<{ key: string }>(
      `SELECT "payload"->>'dedupe_key' AS "key" FROM "reports"."outbox" WHERE "type" = 'AlertRaised' AND "payload"->>'kind' = 'reportUnwritten'`,
    );
    expect(raised.map((r) => r.key)).toContain(`reportUnwritten:lesson:${unwritten}`);
    expect(raised.map((r) => r.key)).not.toContain(`reportUnwritten:lesson:${written}`);
    const alertsFor = async (s: ApiSession) =>
      ok(
        await s.call('C00102_getAlert', { searchInfo: {}, orderBy: [], pagination: { current_page: 1, per_page: 100 } }),
      ).data.filter((a) => a.kind === 'reportUnwritten' && a.subject.type === 'lesson' && a.subject.schedule_no === unwritten);
    await waitFor(async () => (await alertsFor(admin2)).length === 1, 'the unwritten report’s alert for the center’s staff');
    expect(await alertsFor(otherCenter)).toEqual([]);
    // and to the lesson's teacher (issue 22)
    expect(await alertsFor(teacher)).toHaveLength(1);
  });

  it('lists the staff’s and the teacher’s reports of the last 7 days', async () => {
    const unwritten = await addLesson();
    const other = await addLesson({ teacher: OTHER_TEACHER });
    const old = await addLesson({ date: addDays(YESTERDAY, -10) });
    const dropdowns = ok(await admin.call('C50101_getDropdownData', {}));
    expect(dropdowns).toMatchObject({ before: tokyoDate(Date.now()), since: addDays(tokyoDate(Date.now()), -6) });
    const browse = async (s: ApiSession, api: 'C50101_doBrowse' | 'C50101TeacherBrowse_doBrowse', searchInfo: ReportSearch) =>
      ok(await s.call(api, { searchInfo, orderBy: [], pagination: { current_page: 1, per_page: 100 } })).data.map(
        (r) => r.schedule_no,
      );
    const staffList = await browse(admin, 'C50101_doBrowse', { center_no: CENTER, report_status: 'unwritten' });
    expect(staffList).toEqual(expect.arrayContaining([unwritten, other]));
    expect(staffList).not.toContain(old);
    expect(await browse(admin, 'C50101_doBrowse', { teacher_no: OTHER_TEACHER, report_status: 'unwritten' })).toContain(other);
    const own = await browse(teacher, 'C50101TeacherBrowse_doBrowse', { teacher_no: OTHER_TEACHER });
    expect(own).toContain(unwritten);
    expect(own).not.toContain(other);
    const [row] = ok(
      await teacher.call('C50101TeacherBrowse_doBrowse', {
        searchInfo: { report_status: 'unwritten' },
        orderBy: [],
        pagination: { current_page: 1, per_page: 100 },
      }),
    ).data.filter((r) => r.schedule_no === unwritten);
    expect(row).toMatchObject({ report_status: null, teacher_no: TEACHER1, t3110_lock_version: 0 });
    expect(row.student_name).toBeTruthy();
    expect(
      (
        await admin.call('C50101_doBrowse', {
          searchInfo: { center_no: 9 },
          orderBy: [],
          pagination: { current_page: 1, per_page: 10 },
        })
      ).status,
    ).toBe(200);
    const refused = await admin2.call('C50101_doBrowse', {
      searchInfo: { center_no: 2 },
      orderBy: [],
      pagination: { current_page: 1, per_page: 10 },
    });
    expect(refused.status).toBe(422);
  });

  it('the board’s latest lesson for a report opens that report', async () => {
    const [seeded] = await query<{ student_no: number; center_no: number }>(
      `SELECT "student_no", "center_no" FROM "scheduling"."lesson" WHERE "teacher_no" > 0 AND "schedule_date" < $1 AND "cancel_flag" = 0
        ORDER BY "schedule_date" DESC LIMIT 1`,
      [tokyoDate(Date.now())],
    );
    const latest = ok(
      await admin.call('C40101_getLatestScheduleNoForReport', {
        center_no: seeded.center_no,
        student_no: seeded.student_no,
        schedule_date: tokyoDate(Date.now()),
      }),
    );
    expect(latest.schedule_no).not.toBeNull();
    const report = ok(await admin.call('C50102_getEdit', { schedule_no: latest.schedule_no!, viewMode: true }));
    expect(report.lesson).toMatchObject({ schedule_no: latest.schedule_no, student_no: seeded.student_no });
  });

  it('applies lesson events written before they carried subject_no: the copy keeps its subject, a new lesson gets 0', async () => {
    const nc = await connect({ servers: process.env.NATS_URL });
    // data without subject_no: as scheduling wrote them before the contract added it (older streams of a deployed school)
    const lessonEvent = (
      type: 'LessonAssigned' | 'LessonTransferred',
      data: Omit<LessonRef, 'subject_no'> & Record<string, unknown>,
    ) =>
      ({
        id: `c50102-test:${randomUUID()}`,
        type,
        service: 'scheduling',
        occurredAt: new Date().toISOString(),
        data,
      }) as DomainEvent;
    const publish = (e: DomainEvent) =>
      nc.jetstream().publish(subjectsFor(stack.natsNamespace).event('scheduling', e.type), JSON.stringify(e), { msgID: e.id });
    const copy = async (no: number) =>
      (
        await query<{ subject_no: number; teacher_no: number; center_no: number; version: number }>(
          `SELECT "subject_no", "teacher_no", "center_no", "version" FROM "reports"."lesson" WHERE "schedule_no" = $1`,
          [no],
        )
      )[0];
    const refOf = (no: number, lock_version: number) => ({
      schedule_no: no,
      schedule_date: YESTERDAY,
      time_limit_no: 21,
      center_no: CENTER,
      student_no: STUDENT1,
      lock_version,
      user_no: null,
    });
    try {
      const known = await addLesson({ teacher: OTHER_TEACHER });
      const unseen = next++;
      await publish(lessonEvent('LessonAssigned', { ...refOf(known, 1), teacher_no: TEACHER1 }));
      await publish(lessonEvent('LessonAssigned', { ...refOf(unseen, 1), teacher_no: TEACHER1 }));
      await waitFor(async () => (await copy(known))?.version === 1, 'the copy to take the old event of a known lesson');
      await waitFor(async () => (await copy(unseen))?.version === 1, 'the copy to add the lesson of an old event');
      expect(await copy(known)).toEqual({ subject_no: 1, teacher_no: TEACHER1, center_no: CENTER, version: 1 });
      expect(await copy(unseen)).toEqual({ subject_no: 0, teacher_no: TEACHER1, center_no: CENTER, version: 1 });
      // the report screen shows the lesson with no subject name
      expect(ok(await edit(teacher, unseen)).lesson).toMatchObject({ schedule_no: unseen, subject_no: 0, subject_name: null });
      // a newer event with subject_no brings the real one
      await publish(lessonEvent('LessonTransferred', { ...refOf(unseen, 2), original_center_no: 0, subject_no: 1 }));
      await waitFor(async () => (await copy(unseen))?.version === 2, 'the copy to take the newer event');
      expect((await copy(unseen)).subject_no).toBe(1);
      expect(await query(`SELECT 1 FROM "reports"."dead_letter" WHERE "event_id" LIKE 'c50102-test:%'`)).toEqual([]);
    } finally {
      await nc.close();
    }
  });

  it('a reassigned lesson’s report follows the new teacher (from the board’s lesson events)', async () => {
    const canEdit = ok(await admin.call('C40101_canEdit', {}));
    const [subject] = await query<{ subject_no: number }>(
      `SELECT min(x) AS "subject_no" FROM "scheduling"."teacher_projection" a, unnest(a."subject_nos") x
        WHERE a."teacher_no" = $1 AND x IN (SELECT unnest("subject_nos") FROM "scheduling"."teacher_projection" WHERE "teacher_no" = $2)`,
      [TEACHER1, OTHER_TEACHER],
    );
    // the last first-half period, on the latest editable date where neither teacher teaches then
    const [{ tln }] = await query<{ tln: number }>(
      `SELECT max("time_limit_no") AS "tln" FROM "scheduling"."time_slot" WHERE "time_division" = 1`,
    );
    const [{ date }] = await query<{ date: string }>(
      `SELECT to_char(d, 'YYYY-MM-DD') AS "date" FROM generate_series($1::date, $2::date, interval '-1 day') d
        WHERE NOT EXISTS (SELECT 1 FROM "scheduling"."lesson" l WHERE l."teacher_no" = ANY($3::int[]) AND l."schedule_date" = d
                            AND l."time_limit_no" / 10 = $4 / 10 AND l."cancel_flag" = 0)
        LIMIT 1`,
      [canEdit.max_date, canEdit.min_date, [TEACHER1, OTHER_TEACHER], tln],
    );
    const shifts = [tln, tln + 1];
    const dropShifts = () =>
      query(
        `DELETE FROM "scheduling"."teacher_schedule" WHERE "teacher_no" = ANY($1::int[]) AND "schedule_date" = $2 AND "time_limit_no" = ANY($3::int[])`,
        [[TEACHER1, OTHER_TEACHER], date, shifts],
      );
    await dropShifts();
    for (const t of [TEACHER1, OTHER_TEACHER])
      for (const half of shifts)
        await query(
          `INSERT INTO "scheduling"."teacher_schedule" ("teacher_no", "schedule_date", "time_limit_no", "center_no", "work_flag") VALUES ($1, $2, $3, $4, 1)`,
          [t, date, half, CENTER],
        );
    const [{ schedule_no: no }] = await query<{ schedule_no: number }>(
      `INSERT INTO "scheduling"."lesson" ("schedule_date", "schedule_datetime", "time_limit_no", "time_division", "student_no",
         "teacher_no", "center_no", "course_setting_no", "subject_no", "capacity", "teacher_request", "dayofweek_code")
       VALUES ($1, ($1::date + time '21:00') AT TIME ZONE 'Asia/Tokyo', $4, 1, 979999, 0, $2, 201, $3, 1, 3, extract(isodow FROM $1::date))
       RETURNING "schedule_no"`,
      [date, CENTER, subject.subject_no, tln],
    );
    const assign = async (teacherNo: number) => {
      const [{ lock_version }] = await query<{ lock_version: number }>(
        `SELECT "lock_version" FROM "scheduling"."lesson" WHERE "schedule_no" = $1`,
        [no],
      );
      const saved = ok(
        await admin.call('C40101_updateSchedule', {
          center_no: CENTER,
          lessons: [{ schedule_no: no, teacher_no: teacherNo, lock_version }],
          accept_warnings: false,
        }),
      );
      expect(saved.results[0].status).toBe('ok');
    };
    const copyTeacher = async () =>
      (await query<{ teacher_no: number }>(`SELECT "teacher_no" FROM "reports"."lesson" WHERE "schedule_no" = $1`, [no]))[0]
        ?.teacher_no;
    try {
      await assign(TEACHER1);
      await waitFor(async () => (await copyTeacher()) === TEACHER1, 'the reports copy to name teacher1');
      ok(await doEdit(teacher, no, 'save', [{ detail_no: 8, names_code: null, content: '下書き' }]));

      await assign(0);
      await assign(OTHER_TEACHER);
      await waitFor(async () => (await copyTeacher()) === OTHER_TEACHER, 'the reports copy to name the new teacher');
      const [report] = await query<{ teacher_no: number }>(
        `SELECT "teacher_no" FROM "reports"."lesson_report" WHERE "schedule_no" = $1`,
        [no],
      );
      expect(report.teacher_no).toBe(OTHER_TEACHER);
      expect((await edit(teacher, no)).status).toBe(403);
      expect((await doEdit(teacher, no, 'save')).status).toBe(403);
      expect(ok(await edit(admin, no)).lesson.teacher_no).toBe(OTHER_TEACHER);
    } finally {
      await query(`DELETE FROM "reports"."lesson_report" WHERE "schedule_no" = $1`, [no]);
      await query(`DELETE FROM "reports"."lesson" WHERE "schedule_no" = $1`, [no]);
      await query(`DELETE FROM "scheduling"."lesson" WHERE "schedule_no" = $1`, [no]);
      await dropShifts();
    }
  });
});
