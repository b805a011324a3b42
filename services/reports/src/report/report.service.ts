import { Injectable } from '@nestjs/common';
import {
  API_REGISTRY,
  decideAccess,
  type Caller,
  type LabelsOutput,
  type NextSchedule,
  type PreviousReport,
  type ReportComment,
  type ReportDataOutput,
  type ReportDetailRow,
  type ReportDoCommentOutput,
  type ReportDoEditHandoverOutput,
  type ReportDoEditRowOutput,
  type ReportDropdownList,
  type ReportEditOutput,
  type ReportLesson,
  type ReportReadOutput,
  type ReportRowInput,
  type ReportStatusCode,
} from '@school/contracts';
import {
  amendableRows,
  commentRound,
  formatDisplayDate,
  lockVersionAfterComment,
  pastReportActorOf,
  REPORT_COMMENT_MAX,
  REPORT_HANDOVER_MAX,
  REPORT_ITEMS,
  REPORT_NAME_GROUPS,
  REPORT_ROW_ERROR,
  reportActionTooEarly,
  reportActorOf,
  reportDetailStates,
  reportRowErrors,
  reportTransition,
  reportView,
  reviewRoundAfter,
  tokyoDate,
  validationError as domainError,
  type ReportAction,
  type ReportActor,
  type ReportDay,
  type ReportLessonTime,
} from '@school/domain';
import {
  businessRuleError,
  fieldMessagesOf,
  forbiddenError,
  keyOf,
  notFoundError,
  RpcClient,
  staleError,
  validationError,
  type FieldMessages,
} from '@school/server-kit';
import { DataSource, type EntityManager } from 'typeorm';
import { ReportNotifier } from './report-notifier';
import {
  COMMENTS_SQL,
  DETAILS_SQL,
  LATEST_OWN_LESSON_SQL,
  LESSON_SQL,
  NEXT_SQL,
  PREVIOUS_SQL,
  REPORT_SQL,
  type CommentRow,
  type DetailRow,
  type LessonCopyRow,
  type ReportRow,
} from './report.sql';

type Input = Record<string, unknown>;
type Db = Pick<EntityManager, 'query'>;
type Loaded = { lesson: LessonCopyRow; report: ReportRow | null; details: DetailRow[]; comments: CommentRow[] };
// One write's start: the lesson, the report as locked, who the caller is to it and the status the
// action leaves.
type WriteContext = {
  tx: EntityManager;
  caller: Caller;
  lesson: LessonCopyRow;
  report: ReportRow;
  actor: ReportActor;
  next: ReportStatusCode;
};

const INT4_MAX = 2_147_483_647;
const NAME_GROUP_NOS = Object.values(REPORT_NAME_GROUPS);

const lockOf = (input: Input): number => {
  const v = input.t3110_lock_version;
  if (typeof v === 'number' && Number.isInteger(v) && v >= 0 && v <= INT4_MAX) return v;
  throw validationError({ t3110_lock_version: ['validation.integer'] });
};

const textOrNull = (input: Input, field: string, max: number, messageKey: 'reports.error.handoverMax'): string | null => {
  const v = input[field];
  if (v === null || v === undefined || v === '') return null;
  if (typeof v !== 'string') throw validationError({ [field]: ['error.validation'] });
  if (Array.from(v).length > max) throw validationError({ [field]: [{ key: messageKey, params: { max } }] });
  return v;
};

const rowOf = (raw: unknown, field: string): ReportRowInput => {
  const r = raw && typeof raw === 'object' ? (raw as Input) : null;
  const okText = (v: unknown) => v === null || v === undefined || typeof v === 'string';
  if (!r || !Number.isInteger(r.detail_no) || !okText(r.names_code) || !okText(r.content))
    throw validationError({ [field]: ['error.validation'] });
  const blank = (v: unknown) => (typeof v === 'string' && v !== '' ? v : null);
  return { detail_no: r.detail_no as number, names_code: blank(r.names_code), content: blank(r.content) };
};

const sameRow = (a: ReportRowInput, b: DetailRow | undefined): boolean =>
  (a.names_code ?? null) === (b?.names_code ?? null) && (a.content ?? null) === (b?.content ?? null);

// The day a submit or an absence is checked against (Asia/Tokyo).
const dayOf = (lesson: LessonCopyRow): ReportDay => ({ lessonDate: lesson.schedule_date, today: tokyoDate(Date.now()) });

type PreviousRow = Omit<PreviousReport, 'teacher_name' | 'subject_name' | 'openable'> & {
  teacher_no: number;
  subject_no: number;
  lesson_teacher_no: number;
  center_no: number;
  student_no: number;
};

const emptyDetails = (): DetailRow[] =>
  REPORT_ITEMS.map((i) => ({
    detail_no: i.detail_no,
    item_name: i.item_name,
    names_no: i.names_no,
    names_code: null,
    content: null,
  }));

// C50102 (entry and review), C50102PastReport and C50103: one report, its mode for the caller (libs/domain
// reportView) and every write, each refused unless SPEC §4's table allows it for the caller and the
// status the report has now. Writes lock the report row and update it on its status and lock version,
// so of two screens showing the same version only the first write lands (the other gets 409).
@Injectable()
export class ReportService {
  constructor(
    private readonly ds: DataSource,
    private readonly rpc: RpcClient,
    private readonly notifier: ReportNotifier,
  ) {}

  async dropdownList(caller: Caller): Promise<ReportDropdownList> {
    const groups = await this.nameGroups(caller);
    return Object.fromEntries(
      NAME_GROUP_NOS.map((no) => [no, (groups.get(no) ?? []).map((n) => ({ value: n.code, label: n.name }))]),
    ) as ReportDropdownList;
  }

  async getEdit(input: Input, caller: Caller): Promise<ReportEditOutput> {
    const { loaded, actor } = await this.readable(this.ds, keyOf(input, 'schedule_no'), caller);
    return this.build(loaded, actor, input.viewMode === true || input.viewMode === 1 || input.viewMode === '1', caller);
  }

  // A past report: read only, by whoever may see the lesson's report or teaches the student now.
  async pastReport(input: Input, caller: Caller): Promise<ReportReadOutput> {
    const loaded = await this.load(this.ds, keyOf(input, 'schedule_no'), false);
    if (!loaded) throw notFoundError('lesson');
    const actor = pastReportActorOf(caller, loaded.lesson, await this.latestOwnLesson(caller, loaded.lesson.student_no));
    if (!actor) throw forbiddenError();
    const [view, names] = await Promise.all([this.build(loaded, actor, true, caller), this.dropdownList(caller)]);
    return { ...view, names };
  }

  async data(input: Input, caller: Caller): Promise<ReportDataOutput> {
    const { loaded, actor } = await this.readable(this.ds, keyOf(input, 'schedule_no'), caller);
    const [view, names, previous, next] = await Promise.all([
      this.build(loaded, actor, true, caller),
      this.dropdownList(caller),
      this.previousOf(loaded.lesson, caller),
      this.nextOf(loaded.lesson, caller),
    ]);
    return { ...view, names, previous, next };
  }

  async previous(input: Input, caller: Caller): Promise<PreviousReport[]> {
    const { loaded } = await this.readable(this.ds, keyOf(input, 'schedule_no'), caller);
    return this.previousOf(loaded.lesson, caller);
  }

  async next(input: Input, caller: Caller): Promise<NextSchedule[]> {
    const { loaded } = await this.readable(this.ds, keyOf(input, 'schedule_no'), caller);
    return this.nextOf(loaded.lesson, caller);
  }

  async comments(input: Input, caller: Caller): Promise<ReportComment[]> {
    const detailNo = keyOf(input, 'detail_no');
    const { loaded } = await this.readable(this.ds, keyOf(input, 'schedule_no'), caller);
    return loaded.comments.filter((c) => c.detail_no === detailNo);
  }

  // The comments the teacher amends: those of the latest closed round.
  async amendComments(input: Input, caller: Caller): Promise<ReportComment[]> {
    const { loaded } = await this.readable(this.ds, keyOf(input, 'schedule_no'), caller);
    const round = loaded.report?.review_round ?? 0;
    return loaded.comments.filter((c) => c.round === round && round > 0);
  }

  async doEdit(input: Input, caller: Caller): Promise<ReportEditOutput> {
    const scheduleNo = keyOf(input, 'schedule_no');
    const lockVersion = lockOf(input);
    const action = input.action;
    if (action !== 'save' && action !== 'submit' && action !== 'absent') throw validationError({ action: ['error.validation'] });
    const handover = textOrNull(input, 'handover', REPORT_HANDOVER_MAX, 'reports.error.handoverMax');
    if (!Array.isArray(input.details) || input.details.length > REPORT_ITEMS.length)
      throw validationError({ details: ['error.validation'] });
    const rows = input.details.map((d, i) => rowOf(d, `details.${i}`));
    if (new Set(rows.map((r) => r.detail_no)).size !== rows.length) throw validationError({ details: ['error.validation'] });
    const names = await this.nameCodes(caller);

    await this.write(scheduleNo, caller, action, lockVersion, async (w) => {
      const stored = new Map(((await w.tx.query(DETAILS_SQL, [scheduleNo])) as DetailRow[]).map((d) => [d.detail_no, d]));
      const amendable = w.report.report_status === 2 ? await this.amendableOf(w.tx, w.report) : null;
      const errors: FieldMessages = {};
      for (const row of rows) {
        const list = reportRowErrors(row, names, action);
        if (amendable && !amendable.includes(row.detail_no) && !sameRow(row, stored.get(row.detail_no)))
          list.push(domainError(REPORT_ROW_ERROR.notAmendable));
        if (list.length) errors[`details.${row.detail_no}`] = fieldMessagesOf(list);
      }
      // a submitted report is checked whole: what is stored with what this save changes
      const sent = new Set(rows.map((r) => r.detail_no));
      for (const d of stored.values())
        if (!sent.has(d.detail_no)) {
          const list = reportRowErrors(d, names, action).filter((e) => e.key === REPORT_ROW_ERROR.required);
          if (list.length) errors[`details.${d.detail_no}`] = fieldMessagesOf(list);
        }
      if (Object.keys(errors).length) throw validationError(errors);
      for (const row of rows) await this.saveRow(w.tx, scheduleNo, row);
      await this.finish(w, action, { handover });
    });
    return this.getEdit({ schedule_no: scheduleNo }, caller);
  }

  async doEditRow(input: Input, caller: Caller): Promise<ReportDoEditRowOutput> {
    const scheduleNo = keyOf(input, 'schedule_no');
    const lockVersion = lockOf(input);
    const row = rowOf(input.detail, 'detail');
    const names = await this.nameCodes(caller);
    const result = await this.write(scheduleNo, caller, 'editRow', lockVersion, async (w) => {
      const list = reportRowErrors(row, names, 'editRow');
      if (w.report.report_status === 2 && !(await this.amendableOf(w.tx, w.report)).includes(row.detail_no))
        list.push(domainError(REPORT_ROW_ERROR.notAmendable));
      if (list.length) throw validationError({ [`details.${row.detail_no}`]: fieldMessagesOf(list) });
      await this.saveRow(w.tx, scheduleNo, row);
      return this.finish(w, 'editRow', {});
    });
    const view = await this.getEdit({ schedule_no: scheduleNo }, caller);
    const detail = view.currentFormData.details.find((d) => d.detail_no === row.detail_no) as ReportDetailRow;
    return { t3110_lock_version: result.lock_version, report_status: result.report_status, detail };
  }

  async doEditHandover(input: Input, caller: Caller): Promise<ReportDoEditHandoverOutput> {
    const scheduleNo = keyOf(input, 'schedule_no');
    const lockVersion = lockOf(input);
    const handover = textOrNull(input, 'handover', REPORT_HANDOVER_MAX, 'reports.error.handoverMax');
    const result = await this.write(scheduleNo, caller, 'editHandover', lockVersion, (w) =>
      this.finish(w, 'editHandover', { handover }),
    );
    return { t3110_lock_version: result.lock_version, report_status: result.report_status, handover: result.handover };
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
    const me = await this.rpc.call('getCurrentUser', {}, caller);
    let posted: CommentRow | undefined;
    const result = await this.write(scheduleNo, caller, 'comment', lockVersion, async (w) => {
      const round = commentRound(w.report.report_status, w.report.review_round);
      [posted] = (await w.tx.query(
        `WITH added AS (INSERT INTO "reports"."lesson_report_comment" ("schedule_no", "detail_no", "round", "comment", "commenter_user_no", "commenter_name")
           VALUES ($1, $2, $3, $4, $5, $6) RETURNING *)
         SELECT "comment_no", "detail_no", "round", "comment", "commenter_user_no", "commenter_name",
                to_char("created_at" AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS "created_at" FROM added`,
        [scheduleNo, detailNo, round, text, caller.userNo ?? 0, me?.user_named ?? ''],
      )) as CommentRow[];
      return this.finish(w, 'comment', {});
    });
    if (result.lock_version !== lockVersionAfterComment(lockVersion))
      throw new Error('comment moved the lock version unexpectedly');
    const comments = ((await this.ds.query(COMMENTS_SQL, [scheduleNo])) as CommentRow[]).filter((c) => c.detail_no === detailNo);
    return { t3110_lock_version: result.lock_version, comment: posted as CommentRow, comments };
  }

  async doReview(input: Input, caller: Caller): Promise<ReportEditOutput> {
    const scheduleNo = keyOf(input, 'schedule_no');
    const lockVersion = lockOf(input);
    const action = input.action;
    if (action !== 'approve' && action !== 'reject') throw validationError({ action: ['error.validation'] });
    await this.write(scheduleNo, caller, action, lockVersion, async (w) => {
      if (action === 'reject') {
        const [{ n }] = (await w.tx.query(
          `SELECT count(*)::int AS n FROM "reports"."lesson_report_comment" WHERE "schedule_no" = $1 AND "round" = $2`,
          [scheduleNo, commentRound(w.report.report_status, w.report.review_round)],
        )) as { n: number }[];
        if (!n) throw businessRuleError('reports.error.rejectNeedsComment');
      }
      return this.finish(w, action, {});
    });
    return this.getEdit({ schedule_no: scheduleNo }, caller);
  }

  // ---- reads

  private async load(db: Db, scheduleNo: number, lock: boolean): Promise<Loaded | null> {
    const [lesson] = (await db.query(LESSON_SQL, [scheduleNo])) as LessonCopyRow[];
    if (!lesson) return null;
    const [report] = (await db.query(`${REPORT_SQL}${lock ? ' FOR UPDATE' : ''}`, [scheduleNo])) as ReportRow[];
    const details = report ? ((await db.query(DETAILS_SQL, [scheduleNo])) as DetailRow[]) : emptyDetails();
    const comments = report ? ((await db.query(COMMENTS_SQL, [scheduleNo])) as CommentRow[]) : [];
    return { lesson, report: report ?? null, details, comments };
  }

  private async readable(db: Db, scheduleNo: number, caller: Caller): Promise<{ loaded: Loaded; actor: ReportActor }> {
    const loaded = await this.load(db, scheduleNo, false);
    if (!loaded) throw notFoundError('lesson');
    const actor = reportActorOf(caller, loaded.lesson);
    if (!actor) throw forbiddenError();
    return { loaded, actor };
  }

  private async build(loaded: Loaded, actor: ReportActor, viewMode: boolean, caller: Caller): Promise<ReportEditOutput> {
    const { lesson, report, details, comments } = loaded;
    const status = report?.report_status ?? null;
    const view = lesson.cancelled
      ? { ...reportView(status, actor, true), actions: [] }
      : reportView(status, actor, viewMode, dayOf(lesson));
    const round = report?.review_round ?? 0;
    // amend shows (and so enables) only the latest round's comments
    const shown = (detailNo: number): ReportComment[] =>
      comments.filter((c) => c.detail_no === detailNo && (view.mode !== 'amend' || c.round === round));
    const rows = details.map((d) => ({ ...d, comments: shown(d.detail_no) }));
    const states = reportDetailStates(view.mode, rows, view.buttonDisabled);
    const labels = await this.labels([lesson], caller);
    return {
      currentFormData: {
        schedule_no: lesson.schedule_no,
        report_status: status,
        t3110_lock_version: report?.lock_version ?? 0,
        handover: report?.handover ?? null,
        review_round: round,
        submitted_at: report?.submitted_at ?? null,
        reviewed_at: report?.reviewed_at ?? null,
        details: rows.map((r, i) => ({ ...r, ...states[i], comment: '' })),
      },
      lesson: this.lessonOf(lesson, labels),
      mode: view.mode,
      buttonDisabled: view.buttonDisabled,
      actions: view.actions,
    };
  }

  private lessonOf(l: LessonCopyRow, labels: LabelsOutput): ReportLesson {
    const name = (list: LabelsOutput[keyof LabelsOutput], no: number) => list.find((o) => o.value === no)?.label ?? null;
    return {
      schedule_no: l.schedule_no,
      schedule_date: l.schedule_date,
      time_limit_no: l.time_limit_no,
      center_no: l.center_no,
      center_name: name(labels.centers, l.center_no),
      student_no: l.student_no,
      student_name: name(labels.students, l.student_no),
      teacher_no: l.teacher_no,
      teacher_name: l.teacher_no ? name(labels.teachers, l.teacher_no) : null,
      subject_no: l.subject_no,
      subject_name: name(labels.subjects, l.subject_no),
    };
  }

  // The student's previous reports, each marked whether the caller may open it (C50102PastReport).
  private async previousOf(lesson: LessonCopyRow, caller: Caller): Promise<PreviousReport[]> {
    const rows = (await this.ds.query(PREVIOUS_SQL, [
      lesson.student_no,
      lesson.schedule_date,
      lesson.time_limit_no,
    ])) as PreviousRow[];
    const subject = caller.role === null ? null : { role: caller.role, functionIds: caller.functionIds };
    const mayCall = decideAccess(API_REGISTRY.C50102_getPastReport.access, subject) === 'allowed';
    const [labels, latestOwn] = await Promise.all([this.labels(rows, caller), this.latestOwnLesson(caller, lesson.student_no)]);
    return rows.map(({ teacher_no, subject_no, lesson_teacher_no, center_no, student_no, ...r }) => ({
      ...r,
      teacher_name: labels.teachers.find((o) => o.value === teacher_no)?.label ?? null,
      subject_name: labels.subjects.find((o) => o.value === subject_no)?.label ?? null,
      openable:
        mayCall && pastReportActorOf(caller, { ...r, teacher_no: lesson_teacher_no, center_no, student_no }, latestOwn) !== null,
    }));
  }

  // A teacher's latest lesson of the student that is theirs now; null for anyone else.
  private async latestOwnLesson(caller: Caller, studentNo: number): Promise<ReportLessonTime | null> {
    if (caller.teacherNo === null) return null;
    const [row] = (await this.ds.query(LATEST_OWN_LESSON_SQL, [studentNo, caller.teacherNo])) as ReportLessonTime[];
    return row ?? null;
  }

  private async nextOf(lesson: LessonCopyRow, caller: Caller): Promise<NextSchedule[]> {
    const rows = (await this.ds.query(NEXT_SQL, [lesson.student_no, lesson.schedule_date, lesson.time_limit_no])) as Omit<
      NextSchedule,
      'teacher_name' | 'subject_name'
    >[];
    const labels = await this.labels(rows, caller);
    return rows.map((r) => ({
      ...r,
      teacher_name: labels.teachers.find((o) => o.value === r.teacher_no)?.label ?? null,
      subject_name: labels.subjects.find((o) => o.value === r.subject_no)?.label ?? null,
    }));
  }

  // The names of the rows' people, subjects and centers, as masters has them now (one call).
  async labels(
    rows: readonly { teacher_no?: number; student_no?: number; subject_no?: number; center_no?: number }[],
    caller: Caller,
  ): Promise<LabelsOutput> {
    const nos = (field: 'teacher_no' | 'student_no' | 'subject_no' | 'center_no') => [
      ...new Set(rows.map((r) => r[field] ?? 0).filter((n) => n > 0)),
    ];
    return this.rpc.call(
      'MastersLookup.getLabels',
      {
        teacher_nos: nos('teacher_no'),
        student_nos: nos('student_no'),
        subject_nos: nos('subject_no'),
        center_nos: nos('center_no'),
      },
      caller,
    );
  }

  private async nameGroups(caller: Caller): Promise<Map<number, { code: string; name: string }[]>> {
    const groups = await Promise.all(NAME_GROUP_NOS.map((no) => this.rpc.call('M20601_getBatchEdit', { names_no: no }, caller)));
    return new Map(
      groups.map((g) => [
        g.names_no,
        [...g.rows].sort((a, b) => a.sort_order - b.sort_order).map((r) => ({ code: r.names_code, name: r.names_name })),
      ]),
    );
  }

  private async nameCodes(caller: Caller): Promise<Map<number, string[]>> {
    const groups = await this.nameGroups(caller);
    return new Map([...groups].map(([no, list]) => [no, list.map((n) => n.code)]));
  }

  private async amendableOf(db: Db, report: ReportRow): Promise<number[]> {
    const comments = (await db.query(
      `SELECT "detail_no", "round" FROM "reports"."lesson_report_comment" WHERE "schedule_no" = $1`,
      [report.schedule_no],
    )) as { detail_no: number; round: number }[];
    return amendableRows(comments, report.review_round);
  }

  // ---- writes

  // Locks the report (making an empty one for a first write), checks the caller, the lock version
  // and the transition, then runs the action's own part.
  private async write<T>(
    scheduleNo: number,
    caller: Caller,
    action: ReportAction,
    lockVersion: number,
    body: (w: WriteContext) => Promise<T>,
  ): Promise<T> {
    return this.ds.transaction(async (tx) => {
      const [lesson] = (await tx.query(`${LESSON_SQL} FOR SHARE`, [scheduleNo])) as LessonCopyRow[];
      if (!lesson) throw notFoundError('lesson');
      const actor = reportActorOf(caller, lesson);
      if (!actor) throw forbiddenError();
      let [report] = (await tx.query(`${REPORT_SQL} FOR UPDATE`, [scheduleNo])) as ReportRow[];
      if ((report?.lock_version ?? 0) !== lockVersion) throw staleError();
      const next = lesson.cancelled ? null : reportTransition(report?.report_status ?? null, actor, action);
      if (next === null) throw businessRuleError('reports.error.transition');
      if (reportActionTooEarly(action, dayOf(lesson)))
        throw businessRuleError('reports.error.tooEarly', { date: formatDisplayDate(lesson.schedule_date) });
      if (!report) report = await this.create(tx, lesson);
      return body({ tx, caller, lesson, report, actor, next });
    });
  }

  // A report's first write makes its row (in progress, version 0) and its 16 empty rows; a screen that
  // made it at the same moment wins and this one is stale.
  private async create(tx: EntityManager, lesson: LessonCopyRow): Promise<ReportRow> {
    const made = (await tx.query(
      `INSERT INTO "reports"."lesson_report" ("schedule_no", "student_no", "teacher_no", "center_no", "schedule_date", "time_limit_no", "subject_no")
       VALUES ($1, $2, $3, $4, $5, $6, $7) ON CONFLICT ("schedule_no") DO NOTHING RETURNING 1`,
      [
        lesson.schedule_no,
        lesson.student_no,
        lesson.teacher_no,
        lesson.center_no,
        lesson.schedule_date,
        lesson.time_limit_no,
        lesson.subject_no,
      ],
    )) as unknown[];
    if (!made.length) throw staleError();
    await tx.query(
      `INSERT INTO "reports"."lesson_report_detail" ("schedule_no", "detail_no", "item_name", "names_no")
       SELECT $1, d, i, n FROM unnest($2::int[], $3::text[], $4::int[]) AS t(d, i, n)`,
      [
        lesson.schedule_no,
        REPORT_ITEMS.map((i) => i.detail_no),
        REPORT_ITEMS.map((i) => i.item_name),
        REPORT_ITEMS.map((i) => i.names_no),
      ],
    );
    const [report] = (await tx.query(REPORT_SQL, [lesson.schedule_no])) as ReportRow[];
    return report;
  }

  private async saveRow(tx: EntityManager, scheduleNo: number, row: ReportRowInput): Promise<void> {
    await tx.query(
      `UPDATE "reports"."lesson_report_detail" SET "names_code" = $3, "content" = $4, "lock_version" = "lock_version" + 1, "updated_at" = now()
        WHERE "schedule_no" = $1 AND "detail_no" = $2`,
      [scheduleNo, row.detail_no, row.names_code, row.content],
    );
  }

  // The conditional update every write ends with: on the status and the version it read.
  private async finish(w: WriteContext, action: ReportAction, values: { handover?: string | null }): Promise<ReportRow> {
    const submitted = action === 'submit' || action === 'absent';
    const decided = action === 'approve' || action === 'reject';
    const [row] = (await w.tx.query(
      `WITH updated AS (
         UPDATE "reports"."lesson_report" SET "report_status" = $3, "lock_version" = "lock_version" + 1, "updated_at" = now(),
           "handover" = CASE WHEN $4 THEN $5 ELSE "handover" END,
           "review_round" = $6,
           "submitted_at" = CASE WHEN $7 THEN now() ELSE "submitted_at" END,
           "reviewed_at" = CASE WHEN $8 THEN now() ELSE "reviewed_at" END,
           "reviewer_user_no" = CASE WHEN $8 THEN $9 ELSE "reviewer_user_no" END
          WHERE "schedule_no" = $1 AND "lock_version" = $2 AND "report_status" = $10
          RETURNING *)
       SELECT "schedule_no", "report_status", "handover", "review_round", "reviewer_user_no", NULL AS "submitted_at", NULL AS "reviewed_at",
              "lock_version" FROM updated`,
      [
        w.report.schedule_no,
        w.report.lock_version,
        w.next,
        'handover' in values,
        values.handover ?? null,
        reviewRoundAfter(action, w.report.review_round),
        submitted,
        decided,
        w.caller.userNo,
        w.report.report_status,
      ],
    )) as ReportRow[];
    if (!row) throw staleError();
    await this.notifier.after(w.tx, action, { lesson: w.lesson, before: w.report, after: row });
    return row;
  }
}
