import { Injectable } from '@nestjs/common';
import { type PersonKind } from '@school/contracts';
import { DataSource } from 'typeorm';

const COLUMN: Record<PersonKind, string> = { teacher: 'teacher_no', student: 'student_no' };

@Injectable()
export class PersonReferencesRepository {
  constructor(private readonly ds: DataSource) {}

  // The reports that name the teacher (as the lesson's) or the student.
  async countReports(kind: PersonKind, no: number): Promise<number> {
    const [row] = (await this.ds.query(
      `SELECT count(*)::int AS "reports" FROM "reports"."lesson_report" WHERE "${COLUMN[kind]}" = $1`,
      [no],
    )) as { reports: number }[];
    return row.reports;
  }
}
