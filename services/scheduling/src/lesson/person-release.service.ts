import { Injectable } from '@nestjs/common';
import { type PersonKind, type SchedulingPersonReferences } from '@school/contracts';
import { keyOf, lockVersionOf, validationError } from '@school/server-kit';
import { removePerson } from '../projection/projection.apply';
import { LessonRepository } from './lesson.repository';

type Input = Record<string, unknown>;

const isKind = (v: unknown): v is PersonKind => v === 'teacher' || v === 'student';

// Internal: masters asks, as the last step of C10101_doDelete / C20101_doDelete, whether lessons or
// shifts name the record, and (release) when none do and nothing else does, the record is released
// here in the same transaction (migration 1797330000000 explains how a shift written meanwhile is
// kept out).
@Injectable()
export class PersonReleaseService {
  constructor(private readonly repo: LessonRepository) {}

  async release(input: Input): Promise<SchedulingPersonReferences> {
    if (!isKind(input.kind))
      throw validationError({ kind: [{ key: 'validation.oneOf', params: { values: 'teacher, student' } }] });
    const kind = input.kind;
    const no = keyOf(input, 'no');
    const version = lockVersionOf(input);
    const release = input.release;
    if (typeof release !== 'boolean')
      throw validationError({ release: [{ key: 'validation.oneOf', params: { values: 'true, false' } }] });
    return this.repo.transaction(async (tx) => {
      await this.repo.lockPerson(tx, kind, no);
      const { lessons, shifts } = await this.repo.personReferences(tx, kind, no);
      const released = release && lessons === 0 && shifts === 0;
      if (released) await removePerson(tx, kind, no, version);
      return { lessons, shifts, released };
    });
  }
}
