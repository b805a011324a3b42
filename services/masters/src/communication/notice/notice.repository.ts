import { Injectable } from '@nestjs/common';
import { type BrowseOutput, type NoticeItem, type NoticeRecord, type NoticeRow } from '@school/contracts';
import { type canReadNoticeFiles, type isNoticeShownTo } from '@school/domain';
import { type BrowseSpec, runBrowse, updateWithLock, insertRow } from '@school/server-kit';
import { DataSource, type EntityManager } from 'typeorm';

type Db = Pick<EntityManager, 'query'>;

const day = (column: string) => `to_char(n."${column}", 'YYYY-MM-DD')`;
const ROLES = `COALESCE((SELECT array_agg(r."role"::int ORDER BY r."role") FROM "masters"."notice_role" r WHERE r."notice_no" = n."notice_no"), '{}')`;
const CENTERS = `COALESCE((SELECT array_agg(c."center_no" ORDER BY c."center_no") FROM "masters"."notice_center" c WHERE c."notice_no" = n."notice_no"), '{}')`;
// When the notice reached its readers: its first day (midnight in Tokyo), or its writing if later.
const PUBLISHED_AT = `GREATEST(n."created_at", n."publish_start_date"::timestamp AT TIME ZONE 'Asia/Tokyo')`;

const RECORD = `SELECT n."notice_no", n."title", n."content", n."important_flag", ${day('publish_start_date')} AS "publish_start_date",
  ${day('publish_end_date')} AS "publish_end_date", ${ROLES} AS "roles", ${CENTERS} AS "center_nos", n."file_json",
  n."lock_version", n."updated_at" FROM "masters"."notice" n`;

const BROWSE: BrowseSpec = {
  from: `"masters"."notice" n`,
  columns: {
    notice_no: 'n."notice_no"',
    title: 'n."title"',
    important_flag: 'n."important_flag"',
    publish_start_date: day('publish_start_date'),
    publish_end_date: day('publish_end_date'),
    roles: ROLES,
    center_nos: CENTERS,
    updated_at: 'n."updated_at"',
  },
  searchColumns: ['n."title"'],
  filters: {
    center_no: (v, param) =>
      Number.isInteger(Number(v)) && Number(v) > 0
        ? `EXISTS (SELECT 1 FROM "masters"."notice_center" c WHERE c."notice_no" = n."notice_no" AND c."center_no" = ${param(Number(v))})`
        : null,
  },
  defaultOrder: [{ column: 'publish_start_date', direction: 'desc' }],
  key: 'n."notice_no"',
};

export const NOTICE_COLUMNS = [
  'title',
  'content',
  'important_flag',
  'publish_start_date',
  'publish_end_date',
  'file_json',
] as const;
export type NoticeColumns = Record<(typeof NOTICE_COLUMNS)[number], unknown>;
export type ReaderNoticeRow = NoticeItem & Parameters<typeof isNoticeShownTo>[1] & { published_at: Date };
export type NoticeAudienceRow = Parameters<typeof canReadNoticeFiles>[1];

// masters.notice with its roles and centers (M00101, C00101 and the files notices hold).
@Injectable()
export class NoticeRepository {
  constructor(private readonly ds: DataSource) {}

  browse(input: unknown): Promise<BrowseOutput<NoticeRow>> {
    return runBrowse<NoticeRow>(this.ds, BROWSE, input);
  }

  async find(noticeNo: number, db: Db = this.ds): Promise<NoticeRecord | undefined> {
    const [row] = (await db.query(`${RECORD} WHERE n."notice_no" = $1`, [noticeNo])) as NoticeRecord[];
    return row;
  }

  async insert(tx: Db, columns: NoticeColumns): Promise<number> {
    const row = await insertRow<{ notice_no: number }>(tx, {
      schema: 'masters',
      table: 'notice',
      columns: NOTICE_COLUMNS,
      values: columns,
    });
    return row.notice_no;
  }

  async updateWithLock(tx: Db, noticeNo: number, lockVersion: number, columns: NoticeColumns): Promise<void> {
    await updateWithLock(tx, {
      schema: 'masters',
      table: 'notice',
      key: { notice_no: noticeNo },
      lockVersion,
      values: Object.fromEntries(NOTICE_COLUMNS.map((c) => [c, columns[c]])),
    });
  }

  // The notice is shown to exactly these roles at exactly these centers.
  async replaceAudience(tx: Db, noticeNo: number, roles: readonly number[], centerNos: readonly number[]): Promise<void> {
    await tx.query(`DELETE FROM "masters"."notice_role" WHERE "notice_no" = $1`, [noticeNo]);
    await tx.query(`INSERT INTO "masters"."notice_role" ("notice_no", "role") SELECT $1, unnest($2::smallint[])`, [
      noticeNo,
      roles,
    ]);
    await tx.query(`DELETE FROM "masters"."notice_center" WHERE "notice_no" = $1`, [noticeNo]);
    await tx.query(`INSERT INTO "masters"."notice_center" ("notice_no", "center_no") SELECT $1, unnest($2::int[])`, [
      noticeNo,
      centerNos,
    ]);
  }

  // The notices of a role inside their period on the day (SQL narrows, libs/domain decides), newest first.
  forRole(today: string, role: number): Promise<ReaderNoticeRow[]> {
    return this.ds.query(
      `SELECT n."notice_no", n."title", n."content", n."important_flag", n."file_json",
         ${day('publish_start_date')} AS "publish_start_date", ${day('publish_end_date')} AS "publish_end_date",
         ${ROLES} AS "roles", ${CENTERS} AS "center_nos", ${PUBLISHED_AT} AS "published_at"
       FROM "masters"."notice" n
       WHERE n."publish_start_date" <= $1::date AND (n."publish_end_date" IS NULL OR n."publish_end_date" >= $1::date)
         AND EXISTS (SELECT 1 FROM "masters"."notice_role" r WHERE r."notice_no" = n."notice_no" AND r."role" = $2)
       ORDER BY "published_at" DESC, n."notice_no" DESC`,
      [today, role],
    );
  }

  // The periods and audiences of the notices (for who may read their files).
  audiences(noticeNos: readonly number[]): Promise<NoticeAudienceRow[]> {
    return this.ds.query(
      `SELECT to_char(n."publish_start_date", 'YYYY-MM-DD') AS "publish_start_date",
         to_char(n."publish_end_date", 'YYYY-MM-DD') AS "publish_end_date",
         ARRAY(SELECT r."role"::int FROM "masters"."notice_role" r WHERE r."notice_no" = n."notice_no") AS "roles",
         ARRAY(SELECT c."center_no" FROM "masters"."notice_center" c WHERE c."notice_no" = n."notice_no") AS "center_nos"
       FROM "masters"."notice" n WHERE n."notice_no" = ANY($1)`,
      [noticeNos],
    );
  }

  // A student reader's own center (masters.student).
  async studentCenters(studentNo: number): Promise<number[]> {
    const rows = (await this.ds.query(`SELECT "center_no" FROM "masters"."student" WHERE "student_no" = $1`, [studentNo])) as {
      center_no: number;
    }[];
    return rows.map((r) => r.center_no);
  }
}
