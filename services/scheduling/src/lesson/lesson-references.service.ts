import { Injectable } from '@nestjs/common';
import { type LessonReferenceField } from '@school/contracts';
import { keyOf, validationError } from '@school/server-kit';
import { DataSource } from 'typeorm';

// Which lessons name a master row. A center also counts the lessons transferred away from it.
const WHERE: Record<LessonReferenceField, string> = {
  center_no: `"center_no" = $1 OR "original_center_no" = $1`,
  classroom_no: `"classroom_no" = $1`,
  course_no: `"course_no" = $1`,
  subject_no: `"subject_no" = $1`,
};

const isField = (v: unknown): v is LessonReferenceField => typeof v === 'string' && Object.hasOwn(WHERE, v);

@Injectable()
export class LessonReferencesService {
  constructor(private readonly ds: DataSource) {}

  async count(input: Record<string, unknown>): Promise<{ lessons: number }> {
    if (!isField(input.field))
      throw validationError({ field: [{ key: 'validation.oneOf', params: { values: Object.keys(WHERE).join(', ') } }] });
    const value = keyOf(input, 'value');
    const [row] = (await this.ds.query(
      `SELECT count(*)::int AS "lessons" FROM "scheduling"."lesson" WHERE ${WHERE[input.field]}`,
      [value],
    )) as { lessons: number }[];
    return row;
  }
}
