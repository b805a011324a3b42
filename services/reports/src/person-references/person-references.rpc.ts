import { Controller, Injectable, Module } from '@nestjs/common';
import { type PersonKind } from '@school/contracts';
import { keyOf, Rpc, RpcInput, validationError } from '@school/server-kit';
import { DataSource } from 'typeorm';

const COLUMN: Record<PersonKind, string> = { teacher: 'teacher_no', student: 'student_no' };
const isKind = (v: unknown): v is PersonKind => typeof v === 'string' && Object.hasOwn(COLUMN, v);

// Internal: masters asks before deleting a teacher or a student (C10101_doDelete / C20101_doDelete);
// a report keeps naming who wrote it and whom it is about.
@Injectable()
export class PersonReferencesService {
  constructor(private readonly ds: DataSource) {}

  async count(input: Record<string, unknown>): Promise<{ reports: number }> {
    if (!isKind(input.kind))
      throw validationError({ kind: [{ key: 'validation.oneOf', params: { values: 'teacher, student' } }] });
    const no = keyOf(input, 'no');
    const [row] = (await this.ds.query(
      `SELECT count(*)::int AS "reports" FROM "reports"."lesson_report" WHERE "${COLUMN[input.kind]}" = $1`,
      [no],
    )) as { reports: number }[];
    return row;
  }
}

@Controller()
export class PersonReferencesRpc {
  constructor(private readonly references: PersonReferencesService) {}

  @Rpc('T5010ReportService.countPersonReferences')
  count(@RpcInput() input: Record<string, unknown>) {
    return this.references.count(input);
  }
}

@Module({ controllers: [PersonReferencesRpc], providers: [PersonReferencesService] })
export class PersonReferencesModule {}
