import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';

type Db = Pick<EntityManager, 'query'>;
export type AttachmentRow = { owner_type: string; owner_no: number };

// masters.attachment: which records (owner type and number) hold which uploaded file.
@Injectable()
export class AttachmentRepository {
  constructor(private readonly ds: DataSource) {}

  async heldKeys(ownerType: string, ownerNo: number): Promise<string[]> {
    const rows = (await this.ds.query(
      `SELECT "file_key" FROM "masters"."attachment" WHERE "owner_type" = $1 AND "owner_no" = $2`,
      [ownerType, ownerNo],
    )) as { file_key: string }[];
    return rows.map((r) => r.file_key);
  }

  // The record now holds exactly these files (in the save's transaction).
  async replace(tx: Db, ownerType: string, ownerNo: number, keys: readonly string[]): Promise<void> {
    await tx.query(`DELETE FROM "masters"."attachment" WHERE "owner_type" = $1 AND "owner_no" = $2`, [ownerType, ownerNo]);
    if (keys.length)
      await tx.query(
        `INSERT INTO "masters"."attachment" ("owner_type", "owner_no", "file_key") SELECT $1, $2, unnest($3::uuid[]) ON CONFLICT DO NOTHING`,
        [ownerType, ownerNo, [...new Set(keys)]],
      );
  }

  ownersOf(fileKey: string): Promise<AttachmentRow[]> {
    return this.ds.query(`SELECT "owner_type", "owner_no" FROM "masters"."attachment" WHERE "file_key" = $1`, [fileKey]);
  }
}
