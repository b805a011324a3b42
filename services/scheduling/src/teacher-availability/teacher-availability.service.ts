import { Injectable } from '@nestjs/common';
import { TEACHER_AVAILABILITY_PAGE_SIZE, type BrowseOutput, type Caller, type TeacherAvailabilityRow } from '@school/contracts';
import { addDays, isDateString } from '@school/domain';
import { validationError, type FieldMessages } from '@school/server-kit';
import { CenterAccess } from '../center/center-access';
import { TeacherAvailabilityRepository } from './teacher-availability.repository';

type Input = Record<string, unknown>;
const isRecord = (v: unknown): v is Input => typeof v === 'object' && v !== null && !Array.isArray(v);

// C10101 doBrowseAllByCalendar: a week of a center's teachers' shifts, 10 teachers a page (SPEC §9).
@Injectable()
export class TeacherAvailabilityService {
  constructor(
    private readonly repo: TeacherAvailabilityRepository,
    private readonly centers: CenterAccess,
  ) {}

  async browse(input: Input, caller: Caller): Promise<BrowseOutput<TeacherAvailabilityRow>> {
    const search = isRecord(input.searchInfo) ? input.searchInfo : {};
    const errors: FieldMessages = {};
    const centerNo = search.center_no;
    if (typeof centerNo !== 'number' || !Number.isInteger(centerNo) || centerNo < 1 || centerNo > 2_147_483_647)
      errors.center_no = ['validation.integer'];
    if (!isDateString(search.start_date)) errors.start_date = ['scheduling.teacherAvailability.invalidDate'];
    if (Object.keys(errors).length) throw validationError(errors);
    await this.centers.check(centerNo as number, caller, 'scheduling.teacherAvailability.centerNotAuthorised');
    const start = search.start_date as string;
    const paging = isRecord(input.pagination) ? input.pagination : {};
    return this.repo.browse(centerNo as number, start, addDays(start, 6), {
      ...input,
      searchInfo: { search: search.search },
      pagination: { current_page: paging.current_page ?? 1, per_page: paging.per_page ?? TEACHER_AVAILABILITY_PAGE_SIZE },
    });
  }
}
