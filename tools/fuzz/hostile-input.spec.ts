import { API_REGISTRY } from '@school/contracts';
import fc from 'fast-check';
import { inputFor, RawNumber, toJson } from './hostile-input';
import { deriveInputShapes, type Shape } from './input-shapes';

// The fuzzer of e2e/api/hostile-input.spec.ts covers a new API by itself: its input shape comes from
// the registry's types, and every registered API gets a generator from it.
describe('inputs generated from the contract', () => {
  let shapes: Record<string, Shape>;
  beforeAll(() => {
    shapes = deriveInputShapes();
  }, 120000);

  it('derives an input shape for every registered API, and nothing else', () => {
    expect(Object.keys(shapes).sort()).toEqual(Object.keys(API_REGISTRY).sort());
    const unknownAtTop = Object.entries(shapes).filter(([, s]) => s.kind !== 'object' && s.kind !== 'union');
    expect(unknownAtTop).toEqual([]);
  });

  it('reads the fields, their optionality and their literal types', () => {
    const edit = shapes.M20101_doEdit;
    expect(edit.kind === 'object' && edit.fields.map((f) => f.name)).toEqual(
      expect.arrayContaining(['center_no', 'lock_version', 'group_flag']),
    );
    expect(edit.kind === 'object' && edit.fields.find((f) => f.name === 'group_flag')?.shape).toEqual({
      kind: 'union',
      of: [
        { kind: 'literal', value: 0 },
        { kind: 'literal', value: 1 },
      ],
    });
    const browse = shapes.C20101_doBrowse;
    const search = browse.kind === 'object' ? browse.fields.find((f) => f.name === 'searchInfo')?.shape : null;
    expect(search?.kind === 'object' && search.fields.every((f) => f.optional)).toBe(true);
    expect(shapes.getCurrentUser).toEqual({ kind: 'object', fields: [], rest: { kind: 'never' } });
  });

  it('gives every API a generator of object inputs that JSON carries', () => {
    for (const [api, shape] of Object.entries(shapes)) {
      const inputs = fc.sample(inputFor(shape), { seed: 1, numRuns: 10 });
      for (const input of inputs) {
        expect(typeof input === 'object' && input !== null && !Array.isArray(input)).toBe(true);
        expect(() => JSON.parse(toJson(input))).not.toThrow();
      }
      expect(new Set(inputs.map(toJson)).size).toBeGreaterThan(3);
      expect(api).toBeTruthy();
    }
  });

  it('generates each kind of hostile value the issue names', () => {
    const texts = fc.sample(inputFor(shapes.M20101_doEdit), { seed: 7, numRuns: 1500 }).map(toJson);
    const some = (test: (t: string) => boolean) => texts.some(test);
    expect(some((t) => t.includes('"__proto__"'))).toBe(true);
    expect(some((t) => /"center_name":(\d|null|true|false|\[|\{)/.test(t))).toBe(true);
    expect(some((t) => !t.includes('"center_no"'))).toBe(true);
    expect(some((t) => t.length > 100_000)).toBe(true);
    expect(some((t) => t.includes('DROP TABLE'))).toBe(true);
    expect(some((t) => t.includes('<script>'))).toBe(true);
    expect(some((t) => t.includes('\\ud800') || t.includes('\\udfff'))).toBe(true);
    expect(some((t) => t.includes('\u202e'))).toBe(true);
    expect(some((t) => t.includes('\u200b'))).toBe(true);
    expect(some((t) => t.includes('\\u0000'))).toBe(true);
    expect(some((t) => t.includes('1e400') || t.includes(':-0'))).toBe(true);
    expect(some((t) => t.includes('[[[[[[[[[[') || t.includes('{"a":{"a":{"a":{"a":'))).toBe(true);
    expect(JSON.parse(toJson({ n: new RawNumber('1e400') })).n).toBe(Infinity);
  });
});
