import { Injectable } from '@nestjs/common';
import {
  type BrowseOutput,
  type Caller,
  type ReportBrowseDropdowns,
  type ReportListRow,
  REPORT_STATUS_FILTERS,
} from '@school/contracts';
import { isDateString, REPORT_STATUS, reportListDefaultRange, ROLE, tokyoDate } from '@school/domain';
import { RpcClient, validationError } from '@school/server-kit';
import { ReportLabelService } from './report-label.service';
import { ReportRepository, type ListScope } from './report.repository';

type Input = Record<string, unknown>;

const isRecord = (v: unknown): v is Input => typeof v === 'object' && v !== null && !Array.isArray(v);

// C50101 (staff: reports of their centers' lessons, to approve) and C50101TeacherBrowse (a teacher's
// own lessons), one list: the last 7 days unless a range is given (SPEC §9).
@Injectable()
export class ReportBrowseService {
  constructor(
    private readonly repo: ReportRepository,
    private readonly rpc: RpcClient,
    private readonly names: ReportLabelService,
  ) {}

  async dropdowns(caller: Caller): Promise<ReportBrowseDropdowns> {
    const centers = await this.rpc.call('M0110CenterService.getCentersDropdown_Authority', { group_flag: 0 }, caller);
    const teacherNos = await this.repo.teacherNosOfCenters(centers.map((c) => c.value));
    const labels = await this.names.labels(teacherNos);
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
    return this.browse({ centerNos: caller.centerNos }, input, search);
  }

  async teacherBrowse(input: unknown, caller: Caller): Promise<BrowseOutput<ReportListRow>> {
    const search = this.searchOf(input);
    const own = caller.role === ROLE.TEACHER && caller.teacherNo ? caller.teacherNo : -1;
    // a teacher's own list: the center and teacher filters are not theirs to set
    delete search.center_no;
    delete search.teacher_no;
    return this.browse({ teacherNo: own }, input, search);
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

  // The lessons a report list shows (report.repository listPage), named as masters' events left them.
  private async browse(scope: ListScope, input: unknown, search: Input): Promise<BrowseOutput<ReportListRow>> {
    const page = await this.repo.listPage(scope, { ...(isRecord(input) ? input : {}), searchInfo: search });
    const labels = await this.names.labels(page.data);
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
