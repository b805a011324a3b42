import { validateNamesBatch } from '../validation/names-batch';
import type { ValidationError } from '../validation/types';
import { validateField, type FormSchema } from '../validation/validate';

// M20601 name settings: one group's rows are edited together. The code rules are SPEC §5's
// (validateNamesBatch); the name and order rules are this screen's. Page and server run the same.
export const NAMES_ROW_FORM = {
  names_name: 'required|max:100',
  sort_order: 'required|integer|min_value:0|max_value:9999',
} satisfies FormSchema;

export type NamesRowField = 'names_code' | 'names_name' | 'sort_order';
export type NamesRowValues = { names_code?: unknown; names_name?: unknown; sort_order?: unknown };
export type NamesRowErrors = Partial<Record<NamesRowField, ValidationError[]>>;
export type NamesRowsResult = { ok: boolean; rows: NamesRowErrors[] };

export function validateNamesRows(rows: readonly NamesRowValues[]): NamesRowsResult {
  const codes = validateNamesBatch(rows.map((r) => r.names_code));
  const result = rows.map((row, i) => {
    const errors: NamesRowErrors = {};
    if (codes.rows[i].length) errors.names_code = codes.rows[i];
    for (const [field, rules] of Object.entries(NAMES_ROW_FORM) as [NamesRowField, string][]) {
      const list = validateField(row[field], rules, { field, values: row });
      if (list.length) errors[field] = list;
    }
    return errors;
  });
  return { ok: result.every((r) => Object.keys(r).length === 0), rows: result };
}

// The 422 of M20601_doBatchEdit names each failing cell 'rows.<index>.<field>' (index in the batch
// as sent), so the page puts every message back on its row.
export const namesRowErrorKey = (index: number, field: NamesRowField): string => `rows.${index}.${field}`;

const ROW_KEY_RE = /^rows\.(\d+)\.(names_code|names_name|sort_order)$/;

export function parseNamesRowErrorKey(key: string): { index: number; field: NamesRowField } | null {
  const m = ROW_KEY_RE.exec(key);
  return m ? { index: Number(m[1]), field: m[2] as NamesRowField } : null;
}
