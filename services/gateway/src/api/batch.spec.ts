import { AppError } from '@school/server-kit';
import { parseBatch, parseGetQuery } from './batch';

const codeOf = (fn: () => unknown): string => {
  try {
    fn();
  } catch (e) {
    return e instanceof AppError ? `${e.status} ${e.code}` : 'not an AppError';
  }
  return 'no error';
};

describe('parseBatch', () => {
  it('accepts a batch and defaults a missing input to {}', () => {
    expect(
      parseBatch('{"data":[{"api":"AuthService.getConfig","input":{"key":"app.x"}},{"api":"Address_getCountries"}]}'),
    ).toEqual([
      { api: 'AuthService.getConfig', input: { key: 'app.x' } },
      { api: 'Address_getCountries', input: {} },
    ]);
  });

  it.each([
    ['{"data":[', '400 MALFORMED_JSON'],
    ['', '400 MALFORMED_JSON'],
    ['[]', '400 INVALID_BATCH'],
    ['{"data":{}}', '400 INVALID_BATCH'],
    ['{"data":[]}', '400 INVALID_BATCH'],
    ['{"data":[1]}', '400 INVALID_BATCH'],
    ['{"data":[{"input":{}}]}', '400 INVALID_BATCH'],
    ['{"data":[{"api":"AuthService.getConfig","input":[1]}]}', '400 INVALID_BATCH'],
    ['{"data":[{"api":"AuthService.getConfig","input":"x"}]}', '400 INVALID_BATCH'],
    ['{"data":[{"api":"No_such_api"}]}', '400 UNKNOWN_API'],
    ['{"data":[{"api":"toString"}]}', '400 UNKNOWN_API'],
    [JSON.stringify({ data: Array.from({ length: 51 }, () => ({ api: 'Address_getCountries' })) }), '400 INVALID_BATCH'],
  ])('refuses %s with %s', (body, expected) => {
    expect(codeOf(() => parseBatch(body))).toBe(expected);
  });
});

describe('parseGetQuery', () => {
  it('reads the api and the indexed input parameters', () => {
    expect(parseGetQuery('api=Address_getStates&input[o0101_id]=1&input[0]=a&input[f][g]=h')).toEqual({
      api: 'Address_getStates',
      input: { o0101_id: '1', 0: 'a', f: { g: 'h' } },
    });
  });

  it.each([
    ['input[x]=1', '400 INVALID_BATCH'],
    ['api=Nope', '400 UNKNOWN_API'],
    ['api=Address_getCountries&other=1', '400 INVALID_BATCH'],
    ['api=Address_getCountries&input[__proto__][x]=1', '400 INVALID_BATCH'],
  ])('refuses %s with %s', (query, expected) => {
    expect(codeOf(() => parseGetQuery(query))).toBe(expected);
  });
});
