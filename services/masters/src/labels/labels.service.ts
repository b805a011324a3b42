import { Injectable } from '@nestjs/common';
import { LABELS_MAX, type DropdownOption, type LabelsOutput } from '@school/contracts';
import { validationError } from '@school/server-kit';
import { DataSource } from 'typeorm';

type Input = Record<string, unknown>;
const FIELDS = ['teacher_nos', 'student_nos', 'subject_nos', 'center_nos'] as const;

const numbersOf = (input: Input, field: (typeof FIELDS)[number]): number[] => {
  const list = input[field] ?? [];
  if (!Array.isArray(list) || list.length > LABELS_MAX || !list.every((n) => Number.isInteger(n) && n > 0 && n <= 2147483647))
    throw validationError({ [field]: ['error.validation'] });
  return [...new Set(list as number[])];
};

// MastersLookup.getLabels: current names for another service's page of rows, one query per kind.
@Injectable()
export class LabelsService {
  constructor(private readonly ds: DataSource) {}

  async labels(input: Input): Promise<LabelsOutput> {
    const [teachers, students, subjects, centers] = FIELDS.map((f) => numbersOf(input, f));
    const read = async (sql: string, nos: number[]): Promise<DropdownOption[]> =>
      nos.length ? ((await this.ds.query(sql, [nos])) as DropdownOption[]) : [];
    return {
      teachers: await read(
        `SELECT "teacher_no" AS "value", "teacher_name" AS "label" FROM "masters"."teacher" WHERE "teacher_no" = ANY($1::int[]) ORDER BY 1`,
        teachers,
      ),
      students: await read(
        `SELECT "student_no" AS "value", "student_name" AS "label" FROM "masters"."student" WHERE "student_no" = ANY($1::int[]) ORDER BY 1`,
        students,
      ),
      subjects: await read(
        `SELECT "subject_no" AS "value", "subject_name" AS "label" FROM "masters"."subject" WHERE "subject_no" = ANY($1::int[]) ORDER BY 1`,
        subjects,
      ),
      centers: await read(
        `SELECT "center_no" AS "value", "center_name" AS "label" FROM "masters"."center" WHERE "center_no" = ANY($1::int[]) ORDER BY 1`,
        centers,
      ),
    };
  }
}
