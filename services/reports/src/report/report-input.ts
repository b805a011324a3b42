import { type ReportRowInput } from '@school/contracts';
import { validationError } from '@school/server-kit';
import { type DetailRow } from './report.repository';

// The checks of a write's input that come before any row is read.
type Input = Record<string, unknown>;

const INT4_MAX = 2_147_483_647;

export const lockOf = (input: Input): number => {
  const v = input.t3110_lock_version;
  if (typeof v === 'number' && Number.isInteger(v) && v >= 0 && v <= INT4_MAX) return v;
  throw validationError({ t3110_lock_version: ['validation.integer'] });
};

export const textOrNull = (input: Input, field: string, max: number, messageKey: 'reports.error.handoverMax'): string | null => {
  const v = input[field];
  if (v === null || v === undefined || v === '') return null;
  if (typeof v !== 'string') throw validationError({ [field]: ['error.validation'] });
  if (Array.from(v).length > max) throw validationError({ [field]: [{ key: messageKey, params: { max } }] });
  return v;
};

export const rowOf = (raw: unknown, field: string): ReportRowInput => {
  const r = raw && typeof raw === 'object' ? (raw as Input) : null;
  const okText = (v: unknown) => v === null || v === undefined || typeof v === 'string';
  if (!r || !Number.isInteger(r.detail_no) || !okText(r.names_code) || !okText(r.content))
    throw validationError({ [field]: ['error.validation'] });
  const blank = (v: unknown) => (typeof v === 'string' && v !== '' ? v : null);
  return { detail_no: r.detail_no as number, names_code: blank(r.names_code), content: blank(r.content) };
};

export const sameRow = (a: ReportRowInput, b: DetailRow | undefined): boolean =>
  (a.names_code ?? null) === (b?.names_code ?? null) && (a.content ?? null) === (b?.content ?? null);
