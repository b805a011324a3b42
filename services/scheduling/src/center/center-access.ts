import { Injectable } from '@nestjs/common';
import { type Caller, type ClassroomOption, type DropdownOption } from '@school/contracts';
import { type MessageKey } from '@school/i18n';
import { validationError } from '@school/server-kit';
import { CenterRepository } from './center.repository';

// The centers a caller may work on (SPEC §6): those of the caller's center numbers, which the gateway
// sends with every call from the session (so a changed assignment counts at once), as the center
// projection has them (masters' CenterChanged keeps it current). Nothing here asks masters.
@Injectable()
export class CenterAccess {
  constructor(private readonly repo: CenterRepository) {}

  list(caller: Caller): Promise<DropdownOption[]> {
    return this.repo.centerOptions(caller.centerNos);
  }

  // The given centers (a teacher's, from the teacher projection: their sign-in has no center list).
  options(centerNos: readonly number[]): Promise<DropdownOption[]> {
    return this.repo.centerOptions(centerNos);
  }

  // A center named in the input must be one of those; otherwise a 422 on center_no with the screen's message.
  async check(centerNo: number, caller: Caller, messageKey: MessageKey): Promise<void> {
    if (!(await this.mayWork(centerNo, caller))) throw validationError({ center_no: [messageKey] });
  }

  async mayWork(centerNo: number, caller: Caller): Promise<boolean> {
    return (await this.list(caller)).some((c) => c.value === centerNo);
  }

  // The classrooms of the given centers (the caller's, as list() gave them).
  classrooms(centerNos: readonly number[]): Promise<ClassroomOption[]> {
    return centerNos.length ? this.repo.classrooms(centerNos) : Promise.resolve([]);
  }
}
