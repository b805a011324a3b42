import { Injectable } from '@nestjs/common';
import { personRefOf } from '@school/server-kit';
import { PersonReferencesRepository } from './person-references.repository';

// Internal: masters asks before deleting a teacher or a student (C10101_doDelete / C20101_doDelete);
// a report keeps naming who wrote it and whom it is about.
@Injectable()
export class PersonReferencesService {
  constructor(private readonly repo: PersonReferencesRepository) {}

  async count(input: Record<string, unknown>): Promise<{ reports: number }> {
    const { kind, no } = personRefOf(input);
    return { reports: await this.repo.countReports(kind, no) };
  }
}
