import { Injectable } from '@nestjs/common';
import {
  type BrowseOutput,
  type Caller,
  type ReportBrowseDropdowns,
  type ReportListRow,
  REPORT_STATUS_FILTERS,
} from '@school/contracts';
import { isDateString, REPORT_STATUS, reportListDefaultRange, ROLE, tokyoDate } from '@school/domain';
import { runBrowse, RpcClient, validationError, type BrowseSpec } from '@school/server-kit';
import { DataSource } from 'typeorm';
import { ReportService } from './report.service';

type Input = Record<string, unknown>;
type Row = Omit<ReportListRow, 'center_name' | 'teacher_name' | 'student_name' | 'subject_name'>;

const isRecord = (v: unknown): v is Input => typeof v === 'object' && v !== null && !Array.isArray(v);
const ints = (list: readonly number[]) => `ARRAY[${list.map((n) => Math.trunc(n)).join(',')}]::int[]`;

const COLUMNS = {
  schedule_no: 'l."schedule_no"',
  schedule_date: `to_char(l."schedule_date", 'YYYY-MM-DD')`,
  time_limit_no: 'l."time_limit_no"',
  center_no: 'l."center_no"',
  teacher_no: 'l."teacher_no"',
  student_no: 'l."student_no"',
  subject_no: 'l."subject_no"',
  report_status: 'r."report_status"',
  submitted_at: `to_char(r."submitted_at" AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`,
  reviewed_at: `to_char(r."reviewed_at" AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`,
  t3110_lock_version: 'coalesce(r."lock_version", 0)',
} as const;

// The lessons a report list shows: with a teacher, still taking place, in the range; staff see their
// centers', a teacher their own.
const specFor = (where: string): BrowseSpec => ({
  from: `"reports"."lesson" l LEFT JOIN "reports"."lesson_report" r ON r."schedule_no" = l."schedule_no"`,
  columns: COLUMNS,
  searchColumns: ['l."schedule_no"'],
  where: `l."teacher_no" > 0 AND NOT l."cancelled" AND ${where}`,
  filters: {
    since: (v, p) => `l."schedule_date" >= ${p(v)}::date`,
    before: (v, p) => `l."schedule_date" <= ${p(v)}::date`,
    report_status: (v, p) => (v === 'unwritten' ? `r."schedule_no" IS NULL` : `r."report_status" = ${p(v)}`),
    center_no: (v, p) => `l."center_no" = ${p(v)}`,
    teacher_no: (v, p) => `l."teacher_no" = ${p(v)}`,
  },
  defaultOrder: [
    { column: 'schedule_date', direction: 'desc' },
    { column: 'time_limit_no', direction: 'asc' },
  ],
  key: 'l."schedule_no"',
});

// C50101 (staff: reports of their centers' lessons, to approve) and C50101TeacherBrowse (a teacher's
// own lessons), one list: the last 7 days unless a range is given (SPEC §9).
@Injectable()
export class ReportBrowseService {
  constructor(
    private readonly ds: DataSource,
    private readonly rpc: RpcClient,
    private readonly reports: ReportService,
  ) {}

  async dropdowns(caller: Caller): Promise<ReportBrowseDropdowns> {
    const centers = await this.rpc.call('M0110CenterService.getCentersDropdown_Authority', { group_flag: 0 }, caller);
    const teacherNos = (await this.ds.query(
      `SELECT DISTINCT "teacher_no" FROM "reports"."lesson" WHERE "teacher_no" > 0 AND "center_no" = ANY($1::int[]) ORDER BY 1 LIMIT 500`,
      [centers.map((c) => c.value)],
    )) as { teacher_no: number }[];
    const labels = await this.reports.labels(teacherNos, caller);
    const range = reportListDefaultRange(tokyoDate(Date.now()));
    return {
      centers,
      teachers: [...labels.teachers].sort((a, b) => a.label.localeCompare(b.label, 'ja')),
      statuses: Object.values(REPORT_STATUS),
      ...range,
    };
  }

  async staffBrowse(input: unknown, caller: Caller): Promise<BrowseOutput<ReportListRow>> {
    const search = this.searchOf(input);
    const center = search.center_no;
    if (
      center !== undefined &&
      center !== '' &&
      (!Number.isInteger(center) || (caller.centerNos && !caller.centerNos.includes(center as number)))
    )
      throw validationError({ center_no: ['reports.error.centerInvalid'] });
    if (search.teacher_no !== undefined && search.teacher_no !== '' && !Number.isInteger(search.teacher_no))
      throw validationError({ teacher_no: ['error.validation'] });
    const where = caller.centerNos === null ? 'true' : `l."center_no" = ANY(${ints(caller.centerNos)})`;
    return this.browse(specFor(where), input, search, caller);
  }

  async teacherBrowse(input: unknown, caller: Caller): Promise<BrowseOutput<ReportListRow>> {
    const search = this.searchOf(input);
    const own = caller.role === ROLE.TEACHER && caller.teacherNo ? caller.teacherNo : -1;
    // a teacher's own list: the center and teacher filters are not theirs to set
    delete search.center_no;
    delete search.teacher_no;
    return this.browse(specFor(`l."teacher_no" = ${Math.trunc(own)}`), input, search, caller);
  }

  private searchOf(input: unknown): Input {
    const search = isRecord(input) && isRecord(input.searchInfo) ? { ...input.searchInfo } : {};
    const range = reportListDefaultRange(tokyoDate(Date.now()));
    if (search.since === undefined || search.since === '' || search.since === null) search.since = range.since;
    if (search.before === undefined || search.before === '' || search.before === null) search.before = range.before;
    if (!isDateString(search.since) || !isDateString(search.before) || search.since > search.before)
      throw validationError({ since: ['reports.error.rangeInvalid'] });
    const status = search.report_status;
    if (status !== undefined && status !== null && !(REPORT_STATUS_FILTERS as readonly unknown[]).includes(status))
      throw validationError({ report_status: ['error.validation'] });
    return search;
  }

  private async browse(spec: BrowseSpec, input: unknown, search: Input, caller: Caller): Promise<BrowseOutput<ReportListRow>> {
    const page = await runBrowse<Row>(this.ds, spec, { ...(isRecord(input) ? input : {}), searchInfo: search });
    const labels = await this.reports.labels(page.data, caller);
    const name = (list: { value: number; label: string }[], no: number) => list.find((o) => o.value === no)?.label ?? null;
    return {
      ...page,
      data: page.data.map((r) => ({
        ...r,
        center_name: name(labels.centers, r.center_no),
        teacher_name: name(labels.teachers, r.teacher_no),
        student_name: name(labels.students, r.student_no),
        subject_name: name(labels.subjects, r.subject_no),
      })),
    };
  }
}
