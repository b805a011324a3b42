import { Inject, Injectable } from '@nestjs/common';
import { type LessonSnapshotRow } from '@school/contracts';
import { type LessonRoom, type RoomScope } from '@school/domain';
import { DataSource, type EntityManager } from 'typeorm';

type Queryable = Pick<EntityManager, 'query'>;

// A lesson's room as an event or the snapshot leaves it. null: kept as the copy has it (a lesson
// first seen that way gets no teacher, no transfer, not cancelled); cancelled_on: undefined keeps it.
export type LessonRoomUpsert = {
  schedule_no: number;
  schedule_date: string;
  student_no: number;
  center_no: number;
  teacher_no: number | null;
  original_center_no: number | null;
  cancelled_on?: string | null;
  version: number;
};

export type StoredRoom = LessonRoom & { schedule_no: number; version: number };

const ROOM_COLUMNS = `"schedule_no", to_char("schedule_date", 'YYYY-MM-DD') AS "schedule_date", "student_no", "teacher_no",
  "center_no", "original_center_no", to_char("cancelled_on", 'YYYY-MM-DD') AS "cancelled_on", "version"`;

// The chat service's copy of lessons (chat.lesson_room). Injected over the DataSource for the APIs;
// built over the consumer's or the rebuild's transaction for writes.
@Injectable()
export class LessonRoomRepository {
  constructor(@Inject(DataSource) private readonly db: Queryable) {}

  async rooms(scheduleNos: readonly number[]): Promise<Map<number, StoredRoom>> {
    const rows = (await this.db.query(`SELECT ${ROOM_COLUMNS} FROM "chat"."lesson_room" WHERE "schedule_no" = ANY($1::int[])`, [
      scheduleNos,
    ])) as StoredRoom[];
    return new Map(rows.map((r) => [r.schedule_no, r]));
  }

  // The rooms of the scope (the Chatroom screen's list) whose lesson is within the dates, optionally
  // one student's, newest lesson first.
  async inScope(scope: RoomScope, studentNo: number | null, from: string, to: string, limit: number): Promise<StoredRoom[]> {
    return (await this.db.query(
      `SELECT ${ROOM_COLUMNS} FROM "chat"."lesson_room"
        WHERE "schedule_date" BETWEEN $1 AND $2
          AND ($3::int IS NULL OR "student_no" = $3) AND ($4::int IS NULL OR "student_no" = $4)
          AND ($5::int IS NULL OR ("teacher_no" = $5 AND "teacher_no" > 0))
          AND ($6::int[] IS NULL OR "center_no" = ANY($6::int[]) OR "original_center_no" = ANY($6::int[]))
        ORDER BY "schedule_date" DESC, "schedule_no" DESC LIMIT $7`,
      [from, to, scope.studentNo ?? null, studentNo, scope.teacherNo ?? null, scope.centerNos ?? null, limit],
    )) as StoredRoom[];
  }

  // Adds the room, or takes the event's state when its version is newer than the copy's; false when
  // the copy already had that version or a newer one.
  async upsert(r: LessonRoomUpsert): Promise<boolean> {
    const keepCancelled = r.cancelled_on === undefined;
    const rows = (await this.db.query(
      `INSERT INTO "chat"."lesson_room" AS c ("schedule_no", "schedule_date", "student_no", "center_no", "teacher_no",
          "original_center_no", "cancelled_on", "version")
       VALUES ($1, $2, $3, $4, coalesce($5, 0), coalesce($6, 0), CASE WHEN $7 THEN NULL ELSE $8::date END, $9)
       ON CONFLICT ("schedule_no") DO UPDATE SET
          "schedule_date" = EXCLUDED."schedule_date", "student_no" = EXCLUDED."student_no", "center_no" = EXCLUDED."center_no",
          "teacher_no" = coalesce($5, c."teacher_no"), "original_center_no" = coalesce($6, c."original_center_no"),
          "cancelled_on" = CASE WHEN $7 THEN c."cancelled_on" ELSE $8::date END, "version" = EXCLUDED."version"
        WHERE c."version" < EXCLUDED."version"
       RETURNING 1`,
      [
        r.schedule_no,
        r.schedule_date,
        r.student_no,
        r.center_no,
        r.teacher_no,
        r.original_center_no,
        keepCancelled,
        r.cancelled_on ?? null,
        r.version,
      ],
    )) as unknown[];
    return rows.length > 0;
  }

  // The rebuild: a page of scheduling's snapshot, each lesson as it is there unless the copy already
  // holds a newer version (an event applied meanwhile).
  async upsertSnapshot(rows: readonly LessonSnapshotRow[]): Promise<void> {
    const col = <K extends keyof LessonSnapshotRow>(k: K) => rows.map((r) => r[k]);
    await this.db.query(
      `INSERT INTO "chat"."lesson_room" AS c ("schedule_no", "schedule_date", "student_no", "teacher_no", "center_no",
          "original_center_no", "cancelled_on", "version")
       SELECT * FROM unnest($1::int[], $2::date[], $3::int[], $4::int[], $5::int[], $6::int[], $7::date[], $8::int[])
       ON CONFLICT ("schedule_no") DO UPDATE SET
          "schedule_date" = EXCLUDED."schedule_date", "student_no" = EXCLUDED."student_no", "teacher_no" = EXCLUDED."teacher_no",
          "center_no" = EXCLUDED."center_no", "original_center_no" = EXCLUDED."original_center_no",
          "cancelled_on" = EXCLUDED."cancelled_on", "version" = EXCLUDED."version"
        WHERE c."version" <= EXCLUDED."version"`,
      [
        col('schedule_no'),
        col('schedule_date'),
        col('student_no'),
        col('teacher_no'),
        col('center_no'),
        col('original_center_no'),
        col('cancelled_on'),
        col('lock_version'),
      ],
    );
  }

  // The rebuild: the rooms of lessons scheduling no longer has go.
  async deleteAllBut(scheduleNos: readonly number[]): Promise<void> {
    await this.db.query(`DELETE FROM "chat"."lesson_room" WHERE NOT ("schedule_no" = ANY($1::int[]))`, [scheduleNos]);
  }
}
