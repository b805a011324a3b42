import { Injectable } from '@nestjs/common';
import { type LessonReferenceField } from '@school/contracts';
import { keyOf, validationError } from '@school/server-kit';
import { LESSON_REFERENCE_FIELDS, LessonRepository } from './lesson.repository';

const isField = (v: unknown): v is LessonReferenceField =>
  typeof v === 'string' && (LESSON_REFERENCE_FIELDS as string[]).includes(v);

@Injectable()
export class LessonReferencesService {
  constructor(private readonly repo: LessonRepository) {}

  async count(input: Record<string, unknown>): Promise<{ lessons: number }> {
    if (!isField(input.field))
      throw validationError({ field: [{ key: 'validation.oneOf', params: { values: LESSON_REFERENCE_FIELDS.join(', ') } }] });
    const value = keyOf(input, 'value');
    return { lessons: await this.repo.countReferences(input.field, value) };
  }
}
