import { Injectable } from '@nestjs/common';
import {
  type BrowseOutput,
  type Caller,
  type NoticeDropdowns,
  type NoticeItem,
  type NoticeRecord,
  type NoticeRow,
  type SupportFile,
} from '@school/contracts';
import { attachmentPath, isNoticeShownTo, NOTICE_AUDIENCE_ROLES, NOTICE_ERROR, tokyoDate, validateNotice } from '@school/domain';
import {
  attachmentKeysIn,
  type BrowseSpec,
  fieldMessagesOf,
  keyOf,
  lockVersionOf,
  notFoundError,
  runBrowse,
  sanitizeRichText,
  updateWithLock,
  validationError,
  type FieldMessages,
} from '@school/server-kit';
import { DataSource } from 'typeorm';
import { AttachmentService } from '../attachment/attachment.service';
import { noticeReaderOf } from './notice-reader';

type Input = Record<string, unknown>;
type Queryable = { query: (sql: string, params?: unknown[]) => Promise<unknown> };

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

type Values = Omit<NoticeRecord, 'notice_no' | 'lock_version' | 'updated_at' | 'file_json'> & { file_keys: string[] };
const COLUMNS = ['title', 'content', 'important_flag', 'publish_start_date', 'publish_end_date', 'file_json'] as const;
const isRecord = (v: unknown): v is Input => typeof v === 'object' && v !== null && !Array.isArray(v);

// M00101 notices and their C00101 view.
@Injectable()
export class NoticeService {
  constructor(
    private readonly ds: DataSource,
    private readonly attachments: AttachmentService,
  ) {}

  browse(input: unknown): Promise<BrowseOutput<NoticeRow>> {
    return runBrowse<NoticeRow>(this.ds, BROWSE, input);
  }

  private async record(db: Queryable, noticeNo: number): Promise<NoticeRecord | undefined> {
    const [row] = (await db.query(`${RECORD} WHERE n."notice_no" = $1`, [noticeNo])) as NoticeRecord[];
    return row;
  }

  async getEdit(input: Input): Promise<NoticeRecord> {
    const row = await this.record(this.ds, keyOf(input, 'notice_no'));
    if (!row) throw notFoundError('notice');
    return row;
  }

  async getDropdownData(): Promise<NoticeDropdowns> {
    const centers = (await this.ds.query(
      `SELECT "center_no" AS "value", "center_short_name" AS "label" FROM "masters"."center"
       WHERE "group_flag" = 0 ORDER BY "sort_order", "center_no"`,
    )) as NoticeDropdowns['centers'];
    return { roles: [...NOTICE_AUDIENCE_ROLES], centers };
  }

  // The save's values, checked as the page checked them (libs/domain validateNotice), the content
  // sanitised first so that markup which would be dropped cannot stand in for content.
  private async checkSave(input: Input): Promise<Values> {
    const content = sanitizeRichText(typeof input.content === 'string' ? input.content : '');
    const values = { ...input, content, center_nos: input.center_nos ?? [] };
    const errors: FieldMessages = {};
    for (const [field, list] of Object.entries(validateNotice(values).errors))
      if (list.length) errors[field] = fieldMessagesOf(list);
    const centers = values.center_nos;
    if (!errors.center_nos && Array.isArray(centers) && centers.length) {
      const [{ known }] = (await this.ds.query(
        `SELECT count(*)::int AS "known" FROM "masters"."center" WHERE "group_flag" = 0 AND "center_no" = ANY($1::int[])`,
        [centers],
      )) as { known: number }[];
      if (known !== new Set(centers).size) errors.center_nos = [NOTICE_ERROR.centerUnknown];
    }
    const files = input.file_json ?? [];
    if (!Array.isArray(files) || files.some((f) => !isRecord(f) || typeof f.key !== 'string'))
      errors.file_json = ['support.file.invalid'];
    if (Object.keys(errors).length) throw validationError(errors);
    return {
      title: String(input.title).trim(),
      content,
      important_flag: Number(input.important_flag) as 0 | 1,
      publish_start_date: String(input.publish_start_date),
      publish_end_date: typeof input.publish_end_date === 'string' && input.publish_end_date ? input.publish_end_date : null,
      roles: [...new Set(input.roles as number[])].sort((a, b) => a - b),
      center_nos: [...new Set(centers as number[])].sort((a, b) => a - b),
      file_keys: (files as { key: string }[]).map((f) => f.key),
    };
  }

  // doSave: a new notice without notice_no, else that notice at the lock_version the page read. The
  // listed files as the store knows them (never the names or types the page sent), every file the
  // content's images name held by the notice as well.
  async save(input: Input, caller: Caller): Promise<NoticeRecord> {
    const noticeNo = input.notice_no === undefined || input.notice_no === null ? null : keyOf(input, 'notice_no');
    const lockVersion = noticeNo === null ? null : lockVersionOf(input);
    const values = await this.checkSave(input);
    const metas = await this.attachments.check(
      'notice',
      noticeNo,
      [...values.file_keys, ...attachmentKeysIn(values.content)],
      caller,
    );
    const byKey = new Map(metas.map((m) => [m.key, m]));
    const fileJson: SupportFile[] = [...new Set(values.file_keys)].map((key, order) => {
      const meta = byKey.get(key)!;
      return { _id: key, key, name: meta.name, size: meta.size, mimetype: meta.mimetype, src: attachmentPath(key), order };
    });
    const columns = { ...values, file_json: JSON.stringify(fileJson) };

    return this.ds.transaction(async (tx) => {
      let no: number;
      if (noticeNo === null) {
        const [row] = (await tx.query(
          `INSERT INTO "masters"."notice" (${COLUMNS.map((c) => `"${c}"`).join(', ')})
           VALUES (${COLUMNS.map((_, i) => `$${i + 1}`).join(', ')}) RETURNING "notice_no"`,
          COLUMNS.map((c) => columns[c]),
        )) as { notice_no: number }[];
        no = row.notice_no;
      } else {
        await updateWithLock(tx, {
          schema: 'masters',
          table: 'notice',
          key: { notice_no: noticeNo },
          lockVersion: lockVersion!,
          values: Object.fromEntries(COLUMNS.map((c) => [c, columns[c]])),
        });
        no = noticeNo;
      }
      await tx.query(`DELETE FROM "masters"."notice_role" WHERE "notice_no" = $1`, [no]);
      await tx.query(`INSERT INTO "masters"."notice_role" ("notice_no", "role") SELECT $1, unnest($2::smallint[])`, [
        no,
        values.roles,
      ]);
      await tx.query(`DELETE FROM "masters"."notice_center" WHERE "notice_no" = $1`, [no]);
      await tx.query(`INSERT INTO "masters"."notice_center" ("notice_no", "center_no") SELECT $1, unnest($2::int[])`, [
        no,
        values.center_nos,
      ]);
      await this.attachments.replace(tx, 'notice', no, [...byKey.keys()]);
      return (await this.record(tx, no))!;
    });
  }

  // C00101: the notices of the reader's role inside their period (SQL narrows, libs/domain decides),
  // newest first.
  async forReader(caller: Caller): Promise<NoticeItem[]> {
    const reader = await noticeReaderOf(this.ds, caller);
    const today = tokyoDate(new Date());
    const rows = (await this.ds.query(
      `SELECT n."notice_no", n."title", n."content", n."important_flag", n."file_json",
         ${day('publish_start_date')} AS "publish_start_date", ${day('publish_end_date')} AS "publish_end_date",
         ${ROLES} AS "roles", ${CENTERS} AS "center_nos", ${PUBLISHED_AT} AS "published_at"
       FROM "masters"."notice" n
       WHERE n."publish_start_date" <= $1::date AND (n."publish_end_date" IS NULL OR n."publish_end_date" >= $1::date)
         AND EXISTS (SELECT 1 FROM "masters"."notice_role" r WHERE r."notice_no" = n."notice_no" AND r."role" = $2)
       ORDER BY "published_at" DESC, n."notice_no" DESC`,
      [today, reader.role ?? -1],
    )) as (NoticeItem & Parameters<typeof isNoticeShownTo>[1] & { published_at: Date })[];
    return rows
      .filter((row) => isNoticeShownTo(reader, row, today))
      .map((row) => ({
        notice_no: row.notice_no,
        title: row.title,
        content: row.content,
        important_flag: row.important_flag,
        published_at: new Date(row.published_at).toISOString(),
        file_json: row.file_json,
      }));
  }
}
