import { Injectable } from '@nestjs/common';
import { type DropdownOption } from '@school/contracts';
import { DataSource } from 'typeorm';

// The current names of teachers, students, subjects and centers by number (MastersLookup.getLabels).
@Injectable()
export class LabelsRepository {
  constructor(private readonly ds: DataSource) {}

  private async read(sql: string, nos: readonly number[]): Promise<DropdownOption[]> {
    return nos.length ? ((await this.ds.query(sql, [nos])) as DropdownOption[]) : [];
  }

  teachers(nos: readonly number[]): Promise<DropdownOption[]> {
    return this.read(
      `SELECT "teacher_no" AS "value", "teacher_name" AS "label" FROM "masters"."teacher" WHERE "teacher_no" = ANY($1::int[]) ORDER BY 1`,
      nos,
    );
  }

  students(nos: readonly number[]): Promise<DropdownOption[]> {
    return this.read(
      `SELECT "student_no" AS "value", "student_name" AS "label" FROM "masters"."student" WHERE "student_no" = ANY($1::int[]) ORDER BY 1`,
      nos,
    );
  }

  subjects(nos: readonly number[]): Promise<DropdownOption[]> {
    return this.read(
      `SELECT "subject_no" AS "value", "subject_name" AS "label" FROM "masters"."subject" WHERE "subject_no" = ANY($1::int[]) ORDER BY 1`,
      nos,
    );
  }

  centers(nos: readonly number[]): Promise<DropdownOption[]> {
    return this.read(
      `SELECT "center_no" AS "value", "center_name" AS "label" FROM "masters"."center" WHERE "center_no" = ANY($1::int[]) ORDER BY 1`,
      nos,
    );
  }
}
