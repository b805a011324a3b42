import { validationError, type ValidationError } from './types';

// Names master batch edit (M20601, SPEC §5): per-row code rules, run in the browser before
// sending and again by the server, which answers 422 VALIDATION_ERROR with the same lists.
export const NAMES_CODE_MAX_LENGTH = 10;

export const NAMES_CODE_ERROR = {
  required: 'names.code.required',
  max: 'names.code.max',
  alphaNum: 'names.code.alphaNum',
  duplicate: 'names.code.duplicate',
} as const;

export type NamesBatchResult = { ok: boolean; rows: ValidationError[][] };

const ASCII_ALNUM_RE = /^[A-Za-z0-9]+$/;

function codeText(code: unknown): string {
  if (code === null || code === undefined) return '';
  return typeof code === 'string' ? code : String(code);
}

export function validateNameCode(code: unknown): ValidationError[] {
  const text = codeText(code);
  if (text.trim() === '') return [validationError(NAMES_CODE_ERROR.required)];
  const errors: ValidationError[] = [];
  // Code points, as PostgreSQL counts varchar(10).
  if (Array.from(text).length > NAMES_CODE_MAX_LENGTH)
    errors.push(validationError(NAMES_CODE_ERROR.max, { max: NAMES_CODE_MAX_LENGTH }));
  // ASCII only: full-width 'ＡＢ１' looks alphanumeric but is not a valid code.
  if (!ASCII_ALNUM_RE.test(text)) errors.push(validationError(NAMES_CODE_ERROR.alphaNum));
  return errors;
}

// Every row that carries a duplicated code gets the error, not only the second one, so the
// user sees both rows to choose from. Codes compare exactly (case-sensitive, as stored).
export function validateNamesBatch(codes: readonly unknown[]): NamesBatchResult {
  const counts = new Map<string, number>();
  for (const code of codes) {
    const text = codeText(code);
    if (text.trim() !== '') counts.set(text, (counts.get(text) ?? 0) + 1);
  }
  const rows = codes.map((code) => {
    const errors = validateNameCode(code);
    const text = codeText(code);
    if (text.trim() !== '' && (counts.get(text) ?? 0) > 1) errors.push(validationError(NAMES_CODE_ERROR.duplicate));
    return errors;
  });
  return { ok: rows.every((r) => r.length === 0), rows };
}
