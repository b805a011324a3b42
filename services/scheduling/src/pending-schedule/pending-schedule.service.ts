import { Injectable } from '@nestjs/common';
import { type BrowseOutput, type Caller, type PendingScheduleRow } from '@school/contracts';
import { CenterAccess } from '../center/center-access';
import { lessonScopeOf } from '../center/lesson-scope';
import { PendingScheduleRepository } from './pending-schedule.repository';

// PendingSchedule_doBrowse (everyone signed in, SPEC §6): one read scoped by the caller's role.
@Injectable()
export class PendingScheduleService {
  constructor(
    private readonly repo: PendingScheduleRepository,
    private readonly centers: CenterAccess,
  ) {}

  async browse(input: unknown, caller: Caller): Promise<BrowseOutput<PendingScheduleRow>> {
    return this.repo.browse(await lessonScopeOf(caller, this.centers), input);
  }
}
