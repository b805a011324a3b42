// CSV text as Excel in Japan opens it (RFC 4180): UTF-8 with a BOM, CRLF line ends, fields quoted
// when they hold a comma, a quote or a line break, quotes doubled.
export const CSV_BOM = '\uFEFF';
export const CSV_EOL = '\r\n';
export const CSV_CONTENT_TYPE = 'text/csv; charset=utf-8';

const NEEDS_QUOTES = /[",\r\n]/;
// A cell starting like a formula runs as one in a spreadsheet (CSV injection): it is kept as text
// with a leading apostrophe. Signed numbers and phone numbers stay as they are.
const FORMULA_START = /^[=@\t\r]|^[+-](?![\d\s().-]*$)/;

const TOKYO = new Intl.DateTimeFormat('sv-SE', {
  timeZone: 'Asia/Tokyo',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hour12: false,
});

// Timestamps as the screens show them: YYYY/MM/DD HH:mm:ss in Asia/Tokyo (SPEC §9).
export const tokyoDateTime = (date: Date): string => TOKYO.format(date).replace(/-/g, '/');

export const csvField = (value: unknown): string => {
  let text: string;
  if (value === null || value === undefined) text = '';
  else if (value instanceof Date) text = tokyoDateTime(value);
  else if (typeof value === 'object') text = JSON.stringify(value);
  else text = String(value);
  if (typeof value === 'string' && FORMULA_START.test(text)) text = `'${text}`;
  return NEEDS_QUOTES.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
};

export const csvLine = (values: readonly unknown[]): string => `${values.map(csvField).join(',')}${CSV_EOL}`;
