import { Injectable } from '@nestjs/common';
import { type PersonKind, type SchedulingPersonReferences } from '@school/contracts';
import { keyOf, lockVersionOf, validationError } from '@school/server-kit';
import { DataSource } from 'typeorm';
import { removePerson } from '../projection/projection.apply';

type Input = Record<string, unknown>;

// What names a teacher or student here. A teacher's shifts are the daily ones and the weekly pattern.
const COUNTS: Record<PersonKind, { projection: string; sql: string }> = {
  teacher: {
    projection: `SELECT 1 FROM "scheduling"."teacher_projection" WHERE "teacher_no" = $1 FOR UPDATE`,
    sql: `SELECT (SELECT count(*) FROM "scheduling"."lesson" WHERE "teacher_no" = $1)::int AS "lessons",
            ((SELECT count(*) FROM "scheduling"."teacher_schedule" WHERE "teacher_no" = $1)
             + (SELECT count(*) FROM "scheduling"."teacher_weekly_shift" WHERE "teacher_no" = $1))::int AS "shifts"`,
  },
  student: {
    projection: `SELECT 1 FROM "scheduling"."student_projection" WHERE "student_no" = $1 FOR UPDATE`,
    sql: `SELECT (SELECT count(*) FROM "scheduling"."lesson" WHERE "student_no" = $1)::int AS "lessons", 0 AS "shifts"`,
  },
};
const isKind = (v: unknown): v is PersonKind => v === 'teacher' || v === 'student';

// Internal: masters asks, as the last step of C10101_doDelete / C20101_doDelete, whether lessons or
// shifts name the record, and (release) when none do and nothing else does, the record is released
// here in the same transaction (migration 1797330000000 explains how a shift written meanwhile is
// kept out).
@Injectable()
export class PersonReleaseService {
  constructor(private readonly ds: DataSource) {}

  async release(input: Input): Promise<SchedulingPersonReferences> {
    if (!isKind(input.kind))
      throw validationError({ kind: [{ key: 'validation.oneOf', params: { values: 'teacher, student' } }] });
    const kind = input.kind;
    const no = keyOf(input, 'no');
    const version = lockVersionOf(input);
    const release = input.release;
    if (typeof release !== 'boolean')
      throw validationError({ release: [{ key: 'validation.oneOf', params: { values: 'true, false' } }] });
    return this.ds.transaction(async (tx) => {
      await tx.query(COUNTS[kind].projection, [no]);
      const [{ lessons, shifts }] = (await tx.query(COUNTS[kind].sql, [no])) as { lessons: number; shifts: number }[];
      const released = release && lessons === 0 && shifts === 0;
      if (released) await removePerson(tx, kind, no, version);
      return { lessons, shifts, released };
    });
  }
}
