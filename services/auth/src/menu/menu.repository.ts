import { Injectable } from '@nestjs/common';
import { type MenuEntry } from '@school/contracts';
import { DataSource } from 'typeorm';

// Every query on auth.role_menu: each role's server menu (T0012), in its order.
@Injectable()
export class MenuRepository {
  constructor(private readonly ds: DataSource) {}

  entries(role: number | null): Promise<MenuEntry[]> {
    return this.ds.query(
      `SELECT "function_id", "mmenu_name" FROM "auth"."role_menu" WHERE "user_type_code" = $1 ORDER BY "sort_order"`,
      [role],
    ) as Promise<MenuEntry[]>;
  }

  async functionIds(role: number): Promise<string[]> {
    const rows = (await this.ds.query(
      `SELECT "function_id" FROM "auth"."role_menu" WHERE "user_type_code" = $1 ORDER BY "sort_order"`,
      [role],
    )) as { function_id: string }[];
    return rows.map((r) => r.function_id);
  }
}
