import { Injectable } from '@nestjs/common';
import { type LessonReferenceField, type PersonKind } from '@school/contracts';
import { DataSource, type EntityManager } from 'typeorm';

// Which lessons name a master row. A center also counts the lessons transferred away from it.
const WHERE: Record<LessonReferenceField, string> = {
  center_no: `"center_no" = $1 OR "original_center_no" = $1`,
  classroom_no: `"classroom_no" = $1`,
  course_no: `"course_no" = $1`,
  subject_no: `"subject_no" = $1`,
};
export const LESSON_REFERENCE_FIELDS = Object.keys(WHERE) as LessonReferenceField[];

// What names a teacher or student here. A teacher's shifts are the daily ones and the weekly pattern.
const PERSON: Record<PersonKind, { lock: string; references: string }> = {
  teacher: {
    lock: `SELECT 1 FROM "scheduling"."teacher_projection" WHERE "teacher_no" = $1 FOR UPDATE`,
    references: `SELECT (SELECT count(*) FROM "scheduling"."lesson" WHERE "teacher_no" = $1)::int AS "lessons",
            ((SELECT count(*) FROM "scheduling"."teacher_schedule" WHERE "teacher_no" = $1)
             + (SELECT count(*) FROM "scheduling"."teacher_weekly_shift" WHERE "teacher_no" = $1))::int AS "shifts"`,
  },
  student: {
    lock: `SELECT 1 FROM "scheduling"."student_projection" WHERE "student_no" = $1 FOR UPDATE`,
    references: `SELECT (SELECT count(*) FROM "scheduling"."lesson" WHERE "student_no" = $1)::int AS "lessons", 0 AS "shifts"`,
  },
};

// The lessons' references to masters' records, which masters asks about before a delete.
@Injectable()
export class LessonRepository {
  constructor(private readonly ds: DataSource) {}

  transaction<T>(work: (tx: EntityManager) => Promise<T>): Promise<T> {
    return this.ds.transaction(work);
  }

  async countReferences(field: LessonReferenceField, value: number): Promise<number> {
    const [row] = (await this.ds.query(`SELECT count(*)::int AS "lessons" FROM "scheduling"."lesson" WHERE ${WHERE[field]}`, [
      value,
    ])) as { lessons: number }[];
    return row.lessons;
  }

  // Locks the person's projection row, so that no shift or lesson naming them is written meanwhile.
  async lockPerson(tx: EntityManager, kind: PersonKind, no: number): Promise<void> {
    await tx.query(PERSON[kind].lock, [no]);
  }

  async personReferences(tx: EntityManager, kind: PersonKind, no: number): Promise<{ lessons: number; shifts: number }> {
    const [row] = (await tx.query(PERSON[kind].references, [no])) as { lessons: number; shifts: number }[];
    return row;
  }
}
