import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';

export type FeedOwnerKind = 'teacher' | 'student';
export type FeedOwner = { owner_kind: FeedOwnerKind; owner_no: number; locale_code: string };
export type FeedTokenRow = FeedOwner & { user_no: number; created_at: string };

// One lesson of a feed: what an event shows, and nothing of the other person on it.
export type FeedLessonRow = {
  schedule_no: number;
  // ISO 8601 instants
  starts_at: string;
  ends_at: string;
  subject_no: number;
  center_name: string | null;
  online: boolean;
};

const iso = (expr: string) => `to_char((${expr}) AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')`;

// Calendar feeds: the tokens (stored hashed) and the lessons a feed lists.
@Injectable()
export class CalendarFeedRepository {
  constructor(private readonly ds: DataSource) {}

  // One token per account: a new one replaces the old, whose URL then finds nothing.
  async replace(userNo: number, tokenHash: Buffer, owner: FeedOwner): Promise<string> {
    const [row] = (await this.ds.query(
      `INSERT INTO "scheduling"."calendar_feed_token" ("user_no", "token_hash", "owner_kind", "owner_no", "locale_code", "created_at")
       VALUES ($1, $2, $3, $4, $5, now())
       ON CONFLICT ("user_no") DO UPDATE SET "token_hash" = EXCLUDED."token_hash", "owner_kind" = EXCLUDED."owner_kind",
         "owner_no" = EXCLUDED."owner_no", "locale_code" = EXCLUDED."locale_code", "created_at" = EXCLUDED."created_at"
       RETURNING ${iso('"created_at"')} AS "created_at"`,
      [userNo, tokenHash, owner.owner_kind, owner.owner_no, owner.locale_code],
    )) as { created_at: string }[];
    return row.created_at;
  }

  async remove(userNo: number): Promise<void> {
    await this.ds.query(`DELETE FROM "scheduling"."calendar_feed_token" WHERE "user_no" = $1`, [userNo]);
  }

  ofUser(userNo: number): Promise<FeedTokenRow | null> {
    return this.one('"user_no" = $1', userNo);
  }

  byHash(tokenHash: Buffer): Promise<FeedTokenRow | null> {
    return this.one('"token_hash" = $1', tokenHash);
  }

  private async one(where: '"user_no" = $1' | '"token_hash" = $1', value: number | Buffer): Promise<FeedTokenRow | null> {
    const rows = (await this.ds.query(
      `SELECT "user_no", "owner_kind", "owner_no", "locale_code", ${iso('"created_at"')} AS "created_at"
         FROM "scheduling"."calendar_feed_token" WHERE ${where}`,
      [value],
    )) as FeedTokenRow[];
    return rows[0] ?? null;
  }

  // The owner's lessons of the civil dates from..to (Asia/Tokyo), cancelled ones left out. Online: the
  // lesson's classroom is an online one (classroom_type 1) or the lesson has a meeting link.
  async lessons(kind: FeedOwnerKind, ownerNo: number, from: string, to: string): Promise<FeedLessonRow[]> {
    const owner = kind === 'teacher' ? 'l."teacher_no"' : 'l."student_no"';
    return (await this.ds.query(
      `SELECT l."schedule_no", ${iso('l."schedule_datetime"')} AS "starts_at",
              ${iso(`l."schedule_datetime" + make_interval(mins => coalesce(t."minutes", 0))`)} AS "ends_at",
              l."subject_no", c."center_short_name" AS "center_name",
              (coalesce(r."classroom_type", 0) = 1 OR l."zoom_url" IS NOT NULL) AS "online"
         FROM "scheduling"."lesson" l
         LEFT JOIN "scheduling"."time_slot" t ON t."time_limit_no" = l."time_limit_no"
         LEFT JOIN "scheduling"."center_projection" c ON c."center_no" = l."center_no"
         LEFT JOIN "scheduling"."classroom_projection" r ON r."classroom_no" = l."classroom_no"
        WHERE ${owner} = $1 AND l."cancel_flag" = 0 AND l."schedule_date" BETWEEN $2::date AND $3::date
        ORDER BY l."schedule_datetime", l."schedule_no"`,
      [ownerNo, from, to],
    )) as FeedLessonRow[];
  }
}
