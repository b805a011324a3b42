import { Controller } from '@nestjs/common';
import { type Caller, type DropdownOption } from '@school/contracts';
import { Rpc, RpcCaller, RpcInput, validationError } from '@school/server-kit';
import { DataSource } from 'typeorm';

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
  constructor(private readonly ds: DataSource) {}

  private options(
    input: { group_flag?: unknown; center_group_no?: unknown },
    centerNos: number[] | null,
  ): Promise<DropdownOption[]> {
    // A group is visible when one of its centers is.
    return this.ds.query(
      `SELECT c."center_no" AS "value", c."center_short_name" AS "label" FROM "masters"."center" c
        WHERE c."group_flag" = $1
          AND ($2::int[] IS NULL OR c."center_no" = ANY($2) OR EXISTS (
            SELECT 1 FROM "masters"."center" m WHERE m."center_group_no" = c."center_no" AND m."center_no" = ANY($2)))
          AND ($3::int IS NULL OR c."center_group_no" = $3)
        ORDER BY c."sort_order", c."center_no"`,
      [groupFlag(input), centerNos, groupNo(input)],
    );
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
