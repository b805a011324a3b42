import { Injectable } from '@nestjs/common';
import {
  type AlertRaisedEvent,
  type BrowseOutput,
  type C40411RequestRow,
  type Caller,
  type RebookingRequestedEvent,
  type RebookingRequestRecord,
} from '@school/contracts';
import {
  calendarIndex,
  centerStaffAudience,
  isDateString,
  isSlotOpen,
  isWorkingDay,
  REBOOKING_NOTE_MAX,
  rebookingAlertDedupeKey,
  rebookingRequestProblem,
  STAFF_MIN_ROLE,
  STUDENT_ROLES,
  tokyoDate,
  type CalendarDay,
} from '@school/domain';
import { type MessageKey } from '@school/i18n';
import {
  type FieldMessage,
  forbiddenError,
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
import { editableRange, rangeCalendar } from '../entry-cell/entry-range';
import { RebookingRequestRepository, type RequestLessonRow } from './rebooking-request.repository';

type Input = Record<string, unknown>;

const refuse = (field: string, key: MessageKey, params?: Record<string, string | number>): never => {
  const message: FieldMessage = params ? { key, params } : key;
  throw validationError({ [field]: [message] });
};

// The open-request guard (rebooking_request_open) turned away a second open request for the lesson.
const isSecondOpen = (e: unknown): boolean => {
  const err = e as { code?: string; constraint?: string; driverError?: { code?: string; constraint?: string } } | null;
  return (
    (err?.driverError?.code ?? err?.code) === '23505' &&
    (err?.driverError?.constraint ?? err?.constraint) === 'rebooking_request_open'
  );
};

type Wanted = { wanted_date: string | null; wanted_time_limit_no: number | null; note: string | null };

function parseWanted(input: Input): Wanted {
  const date = input.wanted_date ?? null;
  if (date !== null && date !== '' && !isDateString(date)) refuse('wanted_date', 'scheduling.application.invalidDate');
  const slot = input.wanted_time_limit_no ?? null;
  if (slot !== null && (typeof slot !== 'number' || !Number.isInteger(slot) || slot <= 0))
    refuse('wanted_time_limit_no', 'validation.integer');
  const note = input.note ?? null;
  if (note !== null && typeof note !== 'string')
    refuse('note', 'scheduling.rebookingRequest.noteTooLong', { max: REBOOKING_NOTE_MAX });
  if (typeof note === 'string' && note.length > REBOOKING_NOTE_MAX)
    refuse('note', 'scheduling.rebookingRequest.noteTooLong', { max: REBOOKING_NOTE_MAX });
  return {
    wanted_date: date === '' ? null : (date as string | null),
    wanted_time_limit_no: slot as number | null,
    note: typeof note === 'string' && note.trim() ? note : null,
  };
}

// C21201_doAddRequest / C21201_getRequest (students 110–130, their own lessons) and C40411_doBrowse /
// C40411_toggleHiddenRequest (staff of the lesson's center). docs/rebooking-requests.md.
@Injectable()
export class RebookingRequestService {
  constructor(
    private readonly repo: RebookingRequestRepository,
    private readonly centers: CenterAccess,
    private readonly cellRows: EntryCellRepository,
  ) {}

  async add(input: Input, caller: Caller): Promise<RebookingRequestRecord> {
    const studentNo = this.ownStudent(caller);
    const scheduleNo = keyOf(input, 'schedule_no');
    const wanted = parseWanted(input);
    try {
      const requestNo = await this.repo.transaction(async (tx) => {
        const lesson = await this.repo.lockLesson(tx, scheduleNo);
        // another student's lesson is as unknown as a missing one
        if (!lesson || lesson.student_no !== studentNo || lesson.cancel_flag === 1) throw notFoundError('lesson');
        const today = tokyoDate(new Date());
        const calendar = await rangeCalendar(this.cellRows, tx, lesson.center_no, today);
        const range = editableRange({ kind: 'change', today, calendar });
        const problem = rebookingRequestProblem({ lesson_date: lesson.schedule_date, ...wanted }, range);
        if (problem) refuse(problem.field, problem.key, range ? { start: range.start, end: range.end } : undefined);
        const labels = new Map((await this.cellRows.timeSlots(tx)).map((s) => [s.time_limit_no, s.label]));
        this.checkWantedCell(wanted, calendar, labels);
        if (await this.repo.hasOpenRequest(lesson.schedule_no, tx))
          refuse('schedule_no', 'scheduling.rebookingRequest.alreadyOpen');
        const no = await this.repo.insert(tx, {
          schedule_no: lesson.schedule_no,
          student_no: studentNo,
          center_no: lesson.center_no,
          ...wanted,
          requested_by_user_no: caller.userNo,
          requested_role: caller.role as number,
        });
        await this.announce(tx, no, lesson, wanted, labels, caller);
        return no;
      });
      return (await this.repo.byNo(requestNo)) as RebookingRequestRecord;
    } catch (e) {
      // two requests for the lesson at once: the partial unique index lets one through
      if (isSecondOpen(e)) refuse('schedule_no', 'scheduling.rebookingRequest.alreadyOpen');
      throw e;
    }
  }

  async own(caller: Caller): Promise<{ requests: RebookingRequestRecord[] }> {
    return { requests: await this.repo.ofStudent(this.ownStudent(caller)) };
  }

  async browse(input: Input, caller: Caller): Promise<BrowseOutput<C40411RequestRow>> {
    const searchInfo = (input.searchInfo ?? {}) as Record<string, unknown>;
    return this.repo.browse({ centerNos: await this.staffCenters(caller), hidden: searchInfo.hidden_flag === 1 ? 1 : 0 }, input);
  }

  async toggleHidden(input: Input, caller: Caller): Promise<RebookingRequestRecord> {
    const requestNo = keyOf(input, 'request_no');
    const lockVersion = lockVersionOf(input);
    const centerNos = await this.staffCenters(caller);
    try {
      await this.repo.transaction(async (tx) => {
        const found = await this.repo.byNo(requestNo, tx, true);
        // a request of a center the caller does not work for is as unknown as a missing one
        if (!found || (centerNos !== null && !centerNos.includes(found.center_no))) throw notFoundError('request');
        if (found.lock_version !== lockVersion) throw staleError();
        await this.repo.setHidden(tx, requestNo, found.hidden_flag === 1 ? 0 : 1);
      });
    } catch (e) {
      // shown again while the student has asked anew about the same lesson
      if (isSecondOpen(e)) refuse('request_no', 'scheduling.rebookingRequest.reopenTwice');
      throw e;
    }
    return (await this.repo.byNo(requestNo)) as RebookingRequestRecord;
  }

  // Students 110–130 only, for their own student number.
  private ownStudent(caller: Caller): number {
    if (!STUDENT_ROLES.includes(caller.role ?? 0) || !Number.isInteger(caller.studentNo)) throw forbiddenError();
    return caller.studentNo as number;
  }

  // null: every center (headquarters roles).
  private async staffCenters(caller: Caller): Promise<number[] | null> {
    if ((caller.role ?? 0) < STAFF_MIN_ROLE) throw forbiddenError();
    if (caller.centerNos === null) return null;
    return (await this.centers.list(caller)).map((c) => Number(c.value));
  }

  // A wanted date is a working day of the lesson's center, and a wanted slot one open that day.
  private checkWantedCell(wanted: Wanted, calendar: CalendarDay[], labels: Map<number, string>): void {
    if (wanted.wanted_date === null) return;
    const date = wanted.wanted_date;
    const day = calendarIndex(calendar).get(date);
    if (!day) refuse('wanted_date', 'scheduling.application.noCalendarRow', { date });
    if (!isWorkingDay(day as CalendarDay)) refuse('wanted_date', 'scheduling.application.dayClosed', { date });
    if (wanted.wanted_time_limit_no === null) return;
    if (!labels.has(wanted.wanted_time_limit_no)) refuse('wanted_time_limit_no', 'scheduling.rebookingRequest.slotUnknown');
    if (!isSlotOpen(day as CalendarDay, wanted.wanted_time_limit_no))
      refuse('wanted_time_limit_no', 'scheduling.application.slotClosed', { date });
  }

  // The center's mail (auth, M20701 type 3) and the applicationWaiting alert for its staff (docs/alerts.md),
  // through the outbox in the request's transaction.
  private async announce(
    tx: EntityManager,
    requestNo: number,
    lesson: RequestLessonRow,
    wanted: Wanted,
    labels: Map<number, string>,
    caller: Caller,
  ): Promise<void> {
    const requested: RebookingRequestedEvent = {
      request_no: requestNo,
      schedule_no: lesson.schedule_no,
      student_no: lesson.student_no,
      center_no: lesson.center_no,
      subject_no: lesson.subject_no,
      schedule_date: lesson.schedule_date,
      time_limit_no: lesson.time_limit_no,
      time_label: labels.get(lesson.time_limit_no) ?? String(lesson.time_limit_no),
      wanted_date: wanted.wanted_date,
      wanted_time_label:
        wanted.wanted_time_limit_no === null
          ? null
          : (labels.get(wanted.wanted_time_limit_no) ?? String(wanted.wanted_time_limit_no)),
      note: wanted.note,
      requested_by_user_no: caller.userNo,
    };
    await writeEvent(tx, 'RebookingRequested', requested);
    const audience = centerStaffAudience(lesson.center_no);
    const alert: AlertRaisedEvent = {
      kind: 'applicationWaiting',
      dedupe_key: rebookingAlertDedupeKey(requestNo),
      subject: {
        type: 'rebookingRequest',
        request_no: requestNo,
        schedule_no: lesson.schedule_no,
        center_no: lesson.center_no,
        student_no: lesson.student_no,
      },
      audience: { roles: [...audience.roles], center_no: audience.center_no },
      raised_at: new Date().toISOString(),
    };
    await writeEvent(tx, 'AlertRaised', alert);
  }
}
