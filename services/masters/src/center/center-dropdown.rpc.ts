import { Controller } from '@nestjs/common';
import { type Caller, type DropdownOption } from '@school/contracts';
import { Rpc, RpcCaller, RpcInput, validationError } from '@school/server-kit';
import { CenterRepository } from './center.repository';

const groupFlag = (input: { group_flag?: unknown }): 0 | 1 => {
  const v = input.group_flag ?? 0;
  if (v === 0 || v === 1 || v === '0' || v === '1') return Number(v) as 0 | 1;
  throw validationError({ group_flag: ['validation.integer'] });
};

// null: every group's centers
const groupNo = (input: { center_group_no?: unknown }): number | null => {
  const v = input.center_group_no ?? null;
  if (v === null) return null;
  if (Number.isSafeInteger(v) && (v as number) > 0 && (v as number) <= 2147483647) return v as number;
  throw validationError({ center_group_no: ['validation.integer'] });
};

// M0110CenterService dropdowns (SPEC §3), loaded by the shell after login.
@Controller()
export class CenterDropdownRpc {
  constructor(private readonly centers: CenterRepository) {}

  private options(
    input: { group_flag?: unknown; center_group_no?: unknown },
    centerNos: number[] | null,
  ): Promise<DropdownOption[]> {
    return this.centers.dropdown(groupFlag(input), centerNos, groupNo(input));
  }

  @Rpc('M0110CenterService.getCentersDropdown_ShortLabel')
  shortLabel(@RpcInput() input: { group_flag?: unknown; center_group_no?: unknown }) {
    return this.options(input, null);
  }

  @Rpc('M0110CenterService.getCentersDropdown_Authority')
  authority(@RpcInput() input: { group_flag?: unknown; center_group_no?: unknown }, @RpcCaller() caller: Caller) {
    return this.options(input, caller.centerNos);
  }
}
