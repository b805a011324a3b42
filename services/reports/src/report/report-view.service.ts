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
  type ReportDropdownList,
  type ReportEditOutput,
  type ReportLesson,
  type ReportReadOutput,
} from '@school/contracts';
import {
  pastReportActorOf,
  REPORT_ITEMS,
  reportActorOf,
  reportDetailStates,
  reportListShows,
  reportView,
  type ReportActor,
  type ReportLessonTime,
} from '@school/domain';
import { forbiddenError, keyOf, notFoundError } from '@school/server-kit';
import { ReportLabelService } from './report-label.service';
import { dayOf } from './report-transition.service';
import { ReportRepository, type CommentRow, type DetailRow, type LessonCopyRow, type ReportRow } from './report.repository';

type Input = Record<string, unknown>;
export type Loaded = { lesson: LessonCopyRow; report: ReportRow | null; details: DetailRow[]; comments: CommentRow[] };

const emptyDetails = (): DetailRow[] =>
  REPORT_ITEMS.map((i) => ({
    detail_no: i.detail_no,
    item_name: i.item_name,
    names_no: i.names_no,
    names_code: null,
    content: null,
  }));

// C50102 (entry and review), C50102PastReport and C50103: one report read, in its mode for the caller
// (libs/domain reportView), with the lists beside it.
@Injectable()
export class ReportViewService {
  constructor(
    private readonly repo: ReportRepository,
    private readonly names: ReportLabelService,
  ) {}

  dropdownList(caller: Caller): Promise<ReportDropdownList> {
    return this.names.dropdownList(caller);
  }

  async getEdit(input: Input, caller: Caller): Promise<ReportEditOutput> {
    const { loaded, actor } = await this.readable(keyOf(input, 'schedule_no'), caller);
    return this.build(loaded, actor, input.viewMode === true || input.viewMode === 1 || input.viewMode === '1');
  }

  // A past report: read only, by whoever may see the lesson's report or teaches the student now.
  async pastReport(input: Input, caller: Caller): Promise<ReportReadOutput> {
    const loaded = await this.load(keyOf(input, 'schedule_no'));
    if (!loaded) throw notFoundError('lesson');
    const actor = pastReportActorOf(caller, loaded.lesson, await this.latestOwnLesson(caller, loaded.lesson.student_no));
    if (!actor) throw forbiddenError();
    const [view, names] = await Promise.all([this.build(loaded, actor, true), this.dropdownList(caller)]);
    return { ...view, names };
  }

  async data(input: Input, caller: Caller): Promise<ReportDataOutput> {
    const { loaded, actor } = await this.readable(keyOf(input, 'schedule_no'), caller);
    const [view, names, previous, next] = await Promise.all([
      this.build(loaded, actor, true),
      this.dropdownList(caller),
      this.previousOf(loaded.lesson, caller),
      this.nextOf(loaded.lesson, caller),
    ]);
    return { ...view, names, previous, next };
  }

  async previous(input: Input, caller: Caller): Promise<PreviousReport[]> {
    const { loaded } = await this.readable(keyOf(input, 'schedule_no'), caller);
    return this.previousOf(loaded.lesson, caller);
  }

  async next(input: Input, caller: Caller): Promise<NextSchedule[]> {
    const { loaded } = await this.readable(keyOf(input, 'schedule_no'), caller);
    return this.nextOf(loaded.lesson, caller);
  }

  // The lesson, its report, rows and comments, refused unless the caller may see the lesson's report.
  async readable(scheduleNo: number, caller: Caller): Promise<{ loaded: Loaded; actor: ReportActor }> {
    const loaded = await this.load(scheduleNo);
    if (!loaded) throw notFoundError('lesson');
    const actor = reportActorOf(caller, loaded.lesson);
    if (!actor) throw forbiddenError();
    return { loaded, actor };
  }

  private async load(scheduleNo: number): Promise<Loaded | null> {
    const lesson = await this.repo.lesson(scheduleNo);
    if (!lesson) return null;
    const report = await this.repo.report(scheduleNo);
    const details = report ? await this.repo.details(scheduleNo) : emptyDetails();
    const comments = report ? await this.repo.comments(scheduleNo) : [];
    return { lesson, report, details, comments };
  }

  private async build(loaded: Loaded, actor: ReportActor, viewMode: boolean): Promise<ReportEditOutput> {
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
    const labels = await this.names.labels([lesson]);
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
    const rows = (await this.repo.previous(lesson.student_no, lesson.schedule_date, lesson.time_limit_no)).filter((r) =>
      reportListShows(caller, lesson, r),
    );
    const subject = caller.role === null ? null : { role: caller.role, functionIds: caller.functionIds };
    const mayCall = decideAccess(API_REGISTRY.C50102_getPastReport.access, subject) === 'allowed';
    const [labels, latestOwn] = await Promise.all([this.names.labels(rows), this.latestOwnLesson(caller, lesson.student_no)]);
    return rows.map(({ teacher_no, subject_no, lesson_teacher_no, center_no, student_no, ...r }) => ({
      ...r,
      teacher_name: labels.teachers.find((o) => o.value === teacher_no)?.label ?? null,
      subject_name: labels.subjects.find((o) => o.value === subject_no)?.label ?? null,
      openable:
        mayCall && pastReportActorOf(caller, { ...r, teacher_no: lesson_teacher_no, center_no, student_no }, latestOwn) !== null,
    }));
  }

  // A teacher's latest lesson of the student that is theirs now; null for anyone else.
  private latestOwnLesson(caller: Caller, studentNo: number): Promise<ReportLessonTime | null> {
    if (caller.teacherNo === null) return Promise.resolve(null);
    return this.repo.latestOwnLesson(studentNo, caller.teacherNo);
  }

  private async nextOf(lesson: LessonCopyRow, caller: Caller): Promise<NextSchedule[]> {
    const rows = (await this.repo.next(lesson.student_no, lesson.schedule_date, lesson.time_limit_no)).filter((r) =>
      reportListShows(caller, lesson, r),
    );
    const labels = await this.names.labels(rows);
    return rows.map(({ student_no: _student, ...r }) => ({
      ...r,
      teacher_name: labels.teachers.find((o) => o.value === r.teacher_no)?.label ?? null,
      subject_name: labels.subjects.find((o) => o.value === r.subject_no)?.label ?? null,
    }));
  }
}
