import { Injectable } from '@nestjs/common';
import { type BrowseOutput, type Caller, type TeacherAttendanceRow } from '@school/contracts';
import { addDays, diffDays, isDateString, STAFF_MIN_ROLE, startOfWeek, tokyoDate } from '@school/domain';
import { forbiddenError, RpcClient, validationError } from '@school/server-kit';
import { CenterAccess } from '../center/center-access';
import { TeacherAttendanceRepository, type AttendanceRange, type AttendanceScope } from './teacher-attendance.repository';

// A read covers at most this many days (a month and a bit).
export const ATTENDANCE_MAX_DAYS = 62;

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

// since / until of searchInfo: both given (a date each), or this week (Monday to Sunday, Tokyo).
export const attendanceRangeOf = (input: unknown, today: string): AttendanceRange => {
  const searchInfo = isRecord(input) && isRecord(input.searchInfo) ? input.searchInfo : {};
  const given = (v: unknown) => v !== undefined && v !== null && v !== '';
  if (!given(searchInfo.since) && !given(searchInfo.until)) {
    const monday = startOfWeek(today);
    return { since: monday, until: addDays(monday, 6) };
  }
  const { since, until } = searchInfo;
  if (!isDateString(since) || !isDateString(until) || diffDays(since, until) < 0 || diffDays(since, until) >= ATTENDANCE_MAX_DAYS)
    throw validationError({
      since: [{ key: 'scheduling.teacherAttendance.rangeInvalid', params: { max: ATTENDANCE_MAX_DAYS } }],
    });
  return { since, until };
};

// C40701 teacher attendance check (staff of the centers): per teacher, date and center the shift, the
// lessons assigned, held and absent, the meeting links opened (ZoomLog), and the reports not yet
// written, which the reports service counts (T5010ReportService.countUnwritten) for the dates up to today.
@Injectable()
export class TeacherAttendanceService {
  constructor(
    private readonly repo: TeacherAttendanceRepository,
    private readonly centers: CenterAccess,
    private readonly rpc: RpcClient,
  ) {}

  private async scopeOf(caller: Caller): Promise<AttendanceScope> {
    if ((caller.role ?? 0) < STAFF_MIN_ROLE) throw forbiddenError();
    if (caller.centerNos === null) return { centerNos: null };
    return { centerNos: (await this.centers.list(caller)).map((c) => Number(c.value)) };
  }

  async browse(input: unknown, caller: Caller): Promise<BrowseOutput<TeacherAttendanceRow>> {
    const scope = await this.scopeOf(caller);
    const today = tokyoDate(Date.now());
    const page = await this.repo.browse(scope, attendanceRangeOf(input, today), input);
    const past = page.data.filter((r) => r.schedule_date <= today);
    const counts = past.length
      ? await this.rpc.call(
          'T5010ReportService.countUnwritten',
          { keys: past.map((r) => ({ teacher_no: r.teacher_no, schedule_date: r.schedule_date, center_no: r.center_no })) },
          caller,
        )
      : [];
    const byKey = new Map(counts.map((c) => [`${c.teacher_no}-${c.schedule_date}-${c.center_no}`, c.unwritten]));
    return {
      ...page,
      data: page.data.map((r) => ({ ...r, reports_unwritten: byKey.get(r.row_key) ?? null })),
    };
  }
}
