import { type PersonKind, type PersonReferencesInput } from '@school/contracts';
import { validationError } from '../errors/app-error';

type Input = Record<string, unknown>;

const INT4_MAX = 2_147_483_647;

// A row's key as the page sends it: a positive int4, or a 422 on that field (never a database error).
export const keyOf = (input: Input, field: string): number => {
  const v = input[field];
  if (typeof v === 'number' && Number.isInteger(v) && v > 0 && v <= INT4_MAX) return v;
  throw validationError({ [field]: ['validation.integer'] });
};

// The lock_version the page read; a save or delete without it is refused before any SQL.
export const lockVersionOf = (input: Input): number => {
  const v = input.lock_version;
  if (typeof v === 'number' && Number.isInteger(v) && v >= 0 && v <= INT4_MAX) return v;
  throw validationError({ lock_version: ['validation.integer'] });
};

const PERSON_KINDS: readonly PersonKind[] = ['teacher', 'student'];

// Which teacher or student a person-reference count asks about (masters before C10101_doDelete /
// C20101_doDelete): a known kind and a key, or a 422.
export const personRefOf = (input: Input): PersonReferencesInput => {
  const kind = input.kind;
  if (!PERSON_KINDS.includes(kind as PersonKind))
    throw validationError({ kind: [{ key: 'validation.oneOf', params: { values: PERSON_KINDS.join(', ') } }] });
  return { kind: kind as PersonKind, no: keyOf(input, 'no') };
};
