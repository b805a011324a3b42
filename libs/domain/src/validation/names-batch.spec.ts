import { MESSAGES_JA } from './messages.ja';
import { validateNameCode, validateNamesBatch } from './names-batch';

const keys = (errors: { key: string }[]): string[] => errors.map((e) => e.key);

describe('names batch code rules', () => {
  it('requires a code', () => {
    expect(keys(validateNameCode(''))).toEqual(['names.code.required']);
    expect(keys(validateNameCode('   '))).toEqual(['names.code.required']);
    expect(keys(validateNameCode(null))).toEqual(['names.code.required']);
    expect(keys(validateNameCode(undefined))).toEqual(['names.code.required']);
  });

  it('allows 10 characters and refuses 11', () => {
    expect(validateNameCode('ABCDE12345')).toEqual([]);
    expect(validateNameCode('ABCDE123456')).toEqual([{ key: 'names.code.max', params: { max: 10 } }]);
  });

  it('allows ASCII letters and digits only', () => {
    expect(validateNameCode('aZ09')).toEqual([]);
    expect(validateNameCode(101)).toEqual([]);
    for (const bad of ['A-1', 'A 1', 'A_1', 'ＡＢ１', 'コード', 'é'])
      expect(keys(validateNameCode(bad))).toEqual(['names.code.alphaNum']);
  });

  it('reports both length and characters when both fail', () => {
    expect(keys(validateNameCode('あいうえおかきくけこさ'))).toEqual(['names.code.max', 'names.code.alphaNum']);
  });

  it('marks every row that carries a duplicated code', () => {
    const result = validateNamesBatch(['A1', 'B2', 'A1', 'C3', 'A1']);
    expect(result.ok).toBe(false);
    expect(result.rows.map(keys)).toEqual([['names.code.duplicate'], [], ['names.code.duplicate'], [], ['names.code.duplicate']]);
  });

  it('compares codes exactly and ignores empty rows for duplicates', () => {
    const result = validateNamesBatch(['a1', 'A1', '', '']);
    expect(result.rows.map(keys)).toEqual([[], [], ['names.code.required'], ['names.code.required']]);
    expect(validateNamesBatch(['1', 1]).rows.map(keys)).toEqual([['names.code.duplicate'], ['names.code.duplicate']]);
  });

  it('is ok for a clean batch, including an empty one', () => {
    expect(validateNamesBatch(['A1', 'B2'])).toEqual({ ok: true, rows: [[], []] });
    expect(validateNamesBatch([])).toEqual({ ok: true, rows: [] });
  });

  it('uses keys that have their Japanese text', () => {
    const all = validateNamesBatch(['', 'ABCDEFGHIJK', 'A-1', 'X', 'X']).rows.flat();
    for (const e of all) expect(Object.keys(MESSAGES_JA)).toContain(e.key);
  });
});
