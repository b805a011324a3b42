import { Injectable } from '@nestjs/common';
import { type ClassroomOption, type DropdownOption } from '@school/contracts';
import { DataSource } from 'typeorm';

// Masters' centers and classrooms as scheduling keeps them (center_projection, classroom_projection,
// written by the projection room from masters' events).
@Injectable()
export class CenterRepository {
  constructor(private readonly ds: DataSource) {}

  // The centers (not the groups) among centerNos (all of them when null), in masters' order, as
  // masters' getCentersDropdown_Authority lists them.
  centerOptions(centerNos: readonly number[] | null): Promise<DropdownOption[]> {
    return this.ds.query(
      `SELECT c."center_no" AS "value", c."center_short_name" AS "label" FROM "scheduling"."center_projection" c
        WHERE c."group_flag" = 0 AND ($1::int[] IS NULL OR c."center_no" = ANY($1::int[]))
        ORDER BY c."sort_order", c."center_no"`,
      [centerNos],
    ) as Promise<DropdownOption[]>;
  }

  classrooms(centerNos: readonly number[]): Promise<ClassroomOption[]> {
    return this.ds.query(
      `SELECT r."classroom_no", r."center_no", r."classroom_name", r."classroom_type", r."meeting_url", r."sort_order"
         FROM "scheduling"."classroom_projection" r
        WHERE r."center_no" = ANY($1::int[])
        ORDER BY r."center_no", r."sort_order", r."classroom_no"`,
      [centerNos],
    ) as Promise<ClassroomOption[]>;
  }
}
