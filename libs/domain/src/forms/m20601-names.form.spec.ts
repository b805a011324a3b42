import { namesRowErrorKey, parseNamesRowErrorKey, validateNamesRows } from './m20601-names.form';

const keys = (list: { key: string }[] | undefined): string[] => (list ?? []).map((e) => e.key);

describe('validateNamesRows', () => {
  it('accepts a clean batch', () => {
    const result = validateNamesRows([
      { names_code: 'A1', names_name: '教科書', sort_order: 1 },
      { names_code: 'B2', names_name: 'ワーク', sort_order: 2 },
    ]);
    expect(result).toEqual({ ok: true, rows: [{}, {}] });
  });

  it('puts the SPEC §5 code rules and the name rules on their rows', () => {
    const result = validateNamesRows([
      { names_code: '', names_name: '', sort_order: 1 },
      { names_code: 'ABCDEFGHIJK', names_name: 'x', sort_order: 1 },
      { names_code: 'A-1', names_name: 'x', sort_order: -1 },
      { names_code: 'D', names_name: 'x', sort_order: 1 },
      { names_code: 'D', names_name: 'あ'.repeat(101), sort_order: 1 },
    ]);
    expect(result.ok).toBe(false);
    expect(keys(result.rows[0].names_code)).toEqual(['names.code.required']);
    expect(keys(result.rows[0].names_name)).toEqual(['validation.required']);
    expect(keys(result.rows[1].names_code)).toEqual(['names.code.max']);
    expect(keys(result.rows[2].names_code)).toEqual(['names.code.alphaNum']);
    expect(keys(result.rows[2].sort_order)).toEqual(['validation.min_value']);
    expect(keys(result.rows[3].names_code)).toEqual(['names.code.duplicate']);
    expect(keys(result.rows[4].names_code)).toEqual(['names.code.duplicate']);
    expect(keys(result.rows[4].names_name)).toEqual(['validation.max']);
  });

  it('names a cell of the 422 and reads it back', () => {
    expect(namesRowErrorKey(3, 'names_code')).toBe('rows.3.names_code');
    expect(parseNamesRowErrorKey('rows.3.names_code')).toEqual({ index: 3, field: 'names_code' });
    expect(parseNamesRowErrorKey('names_no')).toBeNull();
  });
});
