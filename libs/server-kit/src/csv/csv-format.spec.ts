import { CSV_EOL, csvField, csvLine, tokyoDateTime } from './csv-format';

describe('CSV format (RFC 4180)', () => {
  it('quotes a field with a comma, a quote or a line break and doubles the quotes', () => {
    expect(csvField('渋谷, 本校')).toBe('"渋谷, 本校"');
    expect(csvField('彼は"先生"です')).toBe('"彼は""先生""です"');
    expect(csvField('1行目\n2行目')).toBe('"1行目\n2行目"');
    expect(csvField('a\r\nb')).toBe('"a\r\nb"');
    expect(csvField('plain')).toBe('plain');
  });

  it('writes empty values empty and numbers as they are', () => {
    expect(csvField(null)).toBe('');
    expect(csvField(undefined)).toBe('');
    expect(csvField(0)).toBe('0');
    expect(csvField(-12)).toBe('-12');
  });

  it('writes timestamps in Asia/Tokyo', () => {
    expect(tokyoDateTime(new Date('2026-03-31T15:30:05Z'))).toBe('2026/04/01 00:30:05');
    expect(csvField(new Date('2026-01-01T00:00:00Z'))).toBe('2026/01/01 09:00:00');
  });

  it('keeps a formula-like text as text, but not phone numbers or signed numbers', () => {
    expect(csvField('=1+2')).toBe("'=1+2");
    expect(csvField('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvField('+HYPERLINK("x")')).toBe(`"'+HYPERLINK(""x"")"`);
    expect(csvField('+81-3-1234-5678')).toBe('+81-3-1234-5678');
    expect(csvField('-5')).toBe('-5');
  });

  it('ends a line with CRLF', () => {
    expect(csvLine(['a', 'b,c', null])).toBe(`a,"b,c",${CSV_EOL}`);
  });
});
