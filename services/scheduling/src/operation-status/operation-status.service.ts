import { Injectable } from '@nestjs/common';
import {
  type Caller,
  type LessonZoomMeetingSetEvent,
  type M00501CalendarState,
  type M00501Cell,
  type M00501DropdownOutput,
  type M00501Lesson,
  type M00501WeekOutput,
  type ZoomMeetingTarget,
} from '@school/contracts';
import {
  checkWeekStart,
  checkZoomMeeting,
  checkZoomMeetingTargets,
  isoWeekday,
  isPeriodOpen,
  normalizeZoomMeeting,
  operationWeekDates,
  OPERATION_WEEK_ERROR,
  tokyoDate,
  validateField,
  type ValidationError,
} from '@school/domain';
import { fieldMessagesOf, staleError, validationError, writeEvent, type FieldMessages } from '@school/server-kit';
import { CenterAccess } from '../center/center-access';
import { ZoomLogRepository } from '../zoom-log/zoom-log.repository';
import { zoomLogWriterOf } from '../zoom-log/zoom-log.service';
import { OperationStatusRepository, type LessonCountRow } from './operation-status.repository';

type Input = Record<string, unknown>;

const CENTER_RULE = 'required|integer|min_value:1|max_value:2147483647';

// Every failed rule of the input in one 422, as the screen would have shown them.
const add = (errors: FieldMessages, field: string, list: readonly ValidationError[]) => {
  if (list.length) errors[field] = [...(errors[field] ?? []), ...fieldMessagesOf(list)];
};
const refuseIfAny = (errors: FieldMessages) => {
  if (Object.keys(errors).length) throw validationError(errors);
};

// M00501 center and classroom operation status: a center's week period by period, and the Zoom
// meeting of a classroom's lessons. The caller sees and changes only the centers it may work on.
@Injectable()
export class OperationStatusService {
  constructor(
    private readonly repo: OperationStatusRepository,
    private readonly centers: CenterAccess,
    private readonly zoomLog: ZoomLogRepository,
  ) {}

  async initDropdown(caller: Caller): Promise<M00501DropdownOutput> {
    const [centers, periods] = await Promise.all([this.centers.list(caller), this.repo.periods()]);
    const classrooms = await this.centers.classrooms(centers.map((c) => c.value));
    return {
      centers: centers.map((c) => ({
        ...c,
        classrooms: classrooms
          .filter((r) => r.center_no === c.value)
          .map(({ classroom_no, classroom_name, classroom_type, meeting_url }) => ({
            classroom_no,
            classroom_name,
            classroom_type,
            meeting_url,
          })),
      })),
      periods,
      today: tokyoDate(Date.now()),
    };
  }

  async week(input: Input, caller: Caller): Promise<M00501WeekOutput> {
    const errors: FieldMessages = {};
    add(errors, 'center_no', validateField(input.center_no, CENTER_RULE));
    add(errors, 'start_date', checkWeekStart(input.start_date));
    refuseIfAny(errors);
    const centerNo = Number(input.center_no);
    await this.centers.check(centerNo, caller, OPERATION_WEEK_ERROR.centerInvalid);
    const dates = operationWeekDates(input.start_date as string);
    const [start, end] = [dates[0], dates[6]];
    const [periods, calendar, teachers, counts, lessons] = await Promise.all([
      this.repo.periods(),
      this.repo.calendar(centerNo, start, end),
      this.repo.teacherCounts(centerNo, start, end),
      this.repo.lessonCounts(centerNo, start, end),
      this.repo.weekLessons(centerNo, start, end),
    ]);
    const cellKey = (date: string, period: number) => `${date}|${period}`;
    const teacherCount = new Map(teachers.map((r) => [cellKey(r.schedule_date, r.period), r.teacher_count]));
    const lessonCounts = new Map<string, LessonCountRow[]>();
    for (const r of counts) {
      const key = cellKey(r.schedule_date, r.period);
      lessonCounts.set(key, [...(lessonCounts.get(key) ?? []), r]);
    }
    const days = dates.map((date) => {
      const row = calendar.find((d) => d.schedule_date === date);
      const state: M00501CalendarState | null = row
        ? {
            closed_flag: row.closed_flag,
            tstart_ime_limit_no: row.tstart_ime_limit_no,
            end_time_limit_no: row.end_time_limit_no,
            remarks: row.remarks,
          }
        : null;
      const cells = periods.map((p): M00501Cell => {
        const rows = lessonCounts.get(cellKey(date, p.time_limit_no)) ?? [];
        return {
          time_limit_no: p.time_limit_no,
          open: isPeriodOpen(row ?? null, p.time_limit_no),
          teacher_count: teacherCount.get(cellKey(date, p.time_limit_no)) ?? 0,
          lesson_count: rows.reduce((n, r) => n + r.lesson_count, 0),
          unassigned_count: rows.reduce((n, r) => n + r.unassigned_count, 0),
          classrooms: rows.map((r) => ({ classroom_no: r.classroom_no, lesson_count: r.lesson_count })),
        };
      });
      return { schedule_date: date, dayofweek_code: isoWeekday(date), calendar: state, closed: state?.closed_flag === 1, cells };
    });
    return { center_no: centerNo, start_date: dates[0], end_date: dates[6], days, lessons };
  }

  // The same meeting on every listed lesson, all or nothing: one lesson changed since it was read
  // refuses the whole save (409) and nothing is written; the event and the ZoomLog rows (read before
  // the update, as they compare the old meeting) commit with the change.
  async setZoomMeeting(input: Input, caller: Caller): Promise<M00501Lesson[]> {
    const errors: FieldMessages = {};
    add(errors, 'center_no', validateField(input.center_no, CENTER_RULE));
    for (const [field, list] of Object.entries(checkZoomMeeting(input).errors)) add(errors, field, list);
    add(errors, 'lessons', checkZoomMeetingTargets(input.lessons));
    refuseIfAny(errors);
    const centerNo = Number(input.center_no);
    await this.centers.check(centerNo, caller, OPERATION_WEEK_ERROR.centerInvalid);
    const meeting = normalizeZoomMeeting(input);
    const targets = input.lessons as ZoomMeetingTarget[];
    const scheduleNos = targets.map((t) => t.schedule_no);
    return this.repo.transaction(async (tx) => {
      await this.zoomLog.recordMeetingChanges(tx, scheduleNos, meeting, zoomLogWriterOf(caller));
      const changed = await this.repo.setZoomMeetingWithLock(tx, centerNo, meeting, targets);
      if (changed !== targets.length) {
        if ((await this.repo.countLessonsAtCenter(tx, centerNo, scheduleNos)) !== targets.length)
          throw validationError({ lessons: ['scheduling.operationStatus.lessonsUnknown'] });
        throw staleError();
      }
      const event: LessonZoomMeetingSetEvent = {
        center_no: centerNo,
        schedule_nos: scheduleNos,
        zoom_url: meeting.zoom_url,
        zoom_meeting_id: meeting.zoom_meeting_id,
        has_passcode: meeting.zoom_passcode !== null,
        user_no: caller.userNo,
      };
      await writeEvent(tx, 'LessonZoomMeetingSet', event);
      return this.repo.lessonsByNo(tx, scheduleNos);
    });
  }
}
