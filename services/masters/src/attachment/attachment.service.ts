import { Injectable } from '@nestjs/common';
import { type AttachmentAccess, type Caller } from '@school/contracts';
import { canReadNoticeFiles, canReadSupportPage, tokyoDate } from '@school/domain';
import { FileStore, validationError, type StoredFileMeta } from '@school/server-kit';
import { DataSource } from 'typeorm';
import { noticeReaderOf } from '../notice/notice-reader';

type Queryable = { query: (sql: string, params?: unknown[]) => Promise<unknown> };

export type AttachmentOwner = 'support_page' | 'notice';

// Whether the caller may read one of the records of a type that hold a file.
const READERS: Record<AttachmentOwner, (db: Queryable, nos: number[], caller: Caller) => Promise<boolean>> = {
  support_page: async (db, nos, caller) => {
    const pages = (await db.query(`SELECT "published", "audience" FROM "masters"."support_page" WHERE "support_no" = ANY($1)`, [
      nos,
    ])) as { published: number; audience: string[] }[];
    return pages.some((page) => canReadSupportPage(caller.role, page));
  },
  // the notice's audience while it is shown to them, and the staff who edit notices
  notice: async (db, nos, caller) => {
    const notices = (await db.query(
      `SELECT to_char(n."publish_start_date", 'YYYY-MM-DD') AS "publish_start_date",
         to_char(n."publish_end_date", 'YYYY-MM-DD') AS "publish_end_date",
         ARRAY(SELECT r."role"::int FROM "masters"."notice_role" r WHERE r."notice_no" = n."notice_no") AS "roles",
         ARRAY(SELECT c."center_no" FROM "masters"."notice_center" c WHERE c."notice_no" = n."notice_no") AS "center_nos"
       FROM "masters"."notice" n WHERE n."notice_no" = ANY($1)`,
      [nos],
    )) as Parameters<typeof canReadNoticeFiles>[1][];
    if (!notices.length) return false;
    const reader = { ...(await noticeReaderOf(db, caller)), functionIds: caller.functionIds };
    const today = tokyoDate(new Date());
    return notices.some((notice) => canReadNoticeFiles(reader, notice, today));
  },
};

// The uploaded files records hold (masters.attachment): checked when a record is saved, listed so the
// gateway can ask who may read them.
@Injectable()
export class AttachmentService {
  constructor(
    private readonly ds: DataSource,
    private readonly files: FileStore,
  ) {}

  // The files a save names, as the store knows them: each must exist and be the caller's own upload or
  // a file this record already holds (nobody attaches someone else's file to read it).
  async check(
    owner: AttachmentOwner,
    ownerNo: number | null,
    keys: readonly string[],
    caller: Caller,
  ): Promise<StoredFileMeta[]> {
    const held = new Set(
      ownerNo === null
        ? []
        : (
            (await this.ds.query(`SELECT "file_key" FROM "masters"."attachment" WHERE "owner_type" = $1 AND "owner_no" = $2`, [
              owner,
              ownerNo,
            ])) as { file_key: string }[]
          ).map((r) => r.file_key),
    );
    const metas: StoredFileMeta[] = [];
    for (const key of new Set(keys)) {
      const meta = await this.files.meta(key).catch(() => null);
      if (!meta || (!held.has(key) && meta.ownerUserNo !== caller.userNo))
        throw validationError({ file_json: ['support.file.invalid'] });
      metas.push(meta);
    }
    return metas;
  }

  // The record now holds exactly these files (in the save's transaction).
  async replace(tx: Queryable, owner: AttachmentOwner, ownerNo: number, keys: readonly string[]): Promise<void> {
    await tx.query(`DELETE FROM "masters"."attachment" WHERE "owner_type" = $1 AND "owner_no" = $2`, [owner, ownerNo]);
    if (keys.length)
      await tx.query(
        `INSERT INTO "masters"."attachment" ("owner_type", "owner_no", "file_key") SELECT $1, $2, unnest($3::uuid[]) ON CONFLICT DO NOTHING`,
        [owner, ownerNo, [...new Set(keys)]],
      );
  }

  async access(key: string, caller: Caller): Promise<AttachmentAccess> {
    if (!/^[0-9a-f-]{36}$/.test(key)) return { attached: false, allowed: false };
    const rows = (await this.ds.query(`SELECT "owner_type", "owner_no" FROM "masters"."attachment" WHERE "file_key" = $1`, [
      key,
    ])) as { owner_type: AttachmentOwner; owner_no: number }[];
    for (const owner of Object.keys(READERS) as AttachmentOwner[]) {
      const nos = rows.filter((r) => r.owner_type === owner).map((r) => r.owner_no);
      if (nos.length && (await READERS[owner](this.ds, nos, caller))) return { attached: true, allowed: true };
    }
    return { attached: rows.length > 0, allowed: false };
  }
}
