import { Injectable } from '@nestjs/common';
import { type UnwrittenReportsKey, type UnwrittenReportsOutput } from '@school/contracts';
import { DataSource } from 'typeorm';

// For each teacher, date and center asked: the teacher's lessons there in the reports' copy (with this
// teacher, not cancelled) that have no report row yet (C50101's "unwritten").
// $1 teacher_no[], $2 date[], $3 center_no[] (one key per index)
const UNWRITTEN_SQL = `SELECT k."teacher_no", to_char(k."schedule_date", 'YYYY-MM-DD') AS "schedule_date", k."center_no",
       (SELECT count(*)::int FROM "reports"."lesson" l
         WHERE l."teacher_no" = k."teacher_no" AND l."schedule_date" = k."schedule_date" AND l."center_no" = k."center_no"
           AND NOT l."cancelled"
           AND NOT EXISTS (SELECT 1 FROM "reports"."lesson_report" r WHERE r."schedule_no" = l."schedule_no")) AS "unwritten"
  FROM unnest($1::int[], $2::date[], $3::int[]) AS k("teacher_no", "schedule_date", "center_no")`;

@Injectable()
export class UnwrittenReportsRepository {
  constructor(private readonly ds: DataSource) {}

  async count(keys: readonly UnwrittenReportsKey[]): Promise<UnwrittenReportsOutput> {
    if (!keys.length) return [];
    return (await this.ds.query(UNWRITTEN_SQL, [
      keys.map((k) => k.teacher_no),
      keys.map((k) => k.schedule_date),
      keys.map((k) => k.center_no),
    ])) as UnwrittenReportsOutput;
  }
}
