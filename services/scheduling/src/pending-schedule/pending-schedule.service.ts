import { Injectable } from '@nestjs/common';
import { type BrowseOutput, type Caller, type PendingScheduleRow } from '@school/contracts';
import { ROLE, STAFF_MIN_ROLE, STUDENT_ROLES } from '@school/domain';
import { forbiddenError } from '@school/server-kit';
import { CenterAccess } from '../center/center-access';
import { PendingScheduleRepository, type PendingScope } from './pending-schedule.repository';

// PendingSchedule_doBrowse (everyone signed in, SPEC §6): one read scoped by the caller's role.
@Injectable()
export class PendingScheduleService {
  constructor(
    private readonly repo: PendingScheduleRepository,
    private readonly centers: CenterAccess,
  ) {}

  async browse(input: unknown, caller: Caller): Promise<BrowseOutput<PendingScheduleRow>> {
    return this.repo.browse(await this.scopeOf(caller), input);
  }

  private async scopeOf(caller: Caller): Promise<PendingScope> {
    const role = caller.role ?? 0;
    if (STUDENT_ROLES.includes(role)) {
      if (!Number.isInteger(caller.studentNo)) throw forbiddenError();
      return { kind: 'student', studentNo: caller.studentNo as number };
    }
    if (role === ROLE.TEACHER) {
      if (!Number.isInteger(caller.teacherNo)) throw forbiddenError();
      return { kind: 'teacher', teacherNo: caller.teacherNo as number };
    }
    if (role >= STAFF_MIN_ROLE) {
      // headquarters (no center list) see every center; others the centers CenterAccess lists
      if (caller.centerNos === null) return { kind: 'staff', centerNos: null };
      return { kind: 'staff', centerNos: (await this.centers.list(caller)).map((c) => Number(c.value)) };
    }
    throw forbiddenError();
  }
}
