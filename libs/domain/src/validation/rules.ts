import { isEditorContentEmpty } from './editor';
import { validationError, type FileLike, type FormValues, type ImageSize, type ValidationError } from './types';

// The rule types of SPEC §5. Each rule is usable on its own and returns null when it passes.
// Format rules let empty values through (emptiness is `required`'s business), so an optional
// field is only checked once something was typed, as in vee-validate and Laravel.

export type RuleResult = ValidationError | null;

const fail = (rule: string, params: Record<string, string | number> = {}): ValidationError =>
  validationError(`validation.${rule}`, params);

export function isEmptyValue(value: unknown): boolean {
  return value === null || value === undefined || value === '' || (Array.isArray(value) && value.length === 0);
}

// What `required` accepts: false is a real answer (a "no" radio), whitespace is not.
export function isPresent(value: unknown): boolean {
  if (value === null || value === undefined) return false;
  if (Array.isArray(value)) return value.length > 0;
  // an object is a value given (its type is other rules' matter); String() of one whose toString
  // is not a function throws
  if (typeof value === 'object') return true;
  return String(value).trim().length > 0;
}

// The text a form value stands for, null for anything that is not a string or a number.
export function asText(value: unknown): string | null {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  if (typeof value === 'bigint') return String(value);
  return null;
}

// The number a form value stands for, NaN for anything else: never Number() on an object, whose
// toString or valueOf a hostile input may have replaced (Number() then throws).
export function asNumber(value: unknown): number {
  if (typeof value === 'number') return value;
  if (typeof value === 'string' && value.trim() !== '') return Number(value);
  return Number.NaN;
}

// Arrays (multi-selects, tag inputs) pass when every element passes.
function each(value: unknown, test: (v: unknown) => boolean): boolean {
  return Array.isArray(value) ? value.every(test) : test(value);
}

function matches(value: unknown, re: RegExp): boolean {
  return each(value, (v) => {
    const text = asText(v);
    return text !== null && re.test(text);
  });
}

// Counts characters the way PostgreSQL varchar(n) does (code points), so "𠮷" is one character.
function lengthOf(value: unknown): number | null {
  if (Array.isArray(value)) return value.length;
  const text = asText(value);
  return text === null ? null : Array.from(text).length;
}

function argNumber(rule: string, name: string, arg: unknown): number {
  const n = asNumber(arg);
  if (!Number.isFinite(n)) throw new Error(`Rule ${rule} needs a numeric ${name}, got ${String(arg)}`);
  return n;
}

function argCount(rule: string, arg: unknown): number {
  const n = argNumber(rule, 'length', arg);
  if (!Number.isInteger(n) || n < 0) throw new Error(`Rule ${rule} needs a non-negative integer, got ${String(arg)}`);
  return n;
}

function sameScalar(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  const x = asText(a);
  const y = asText(b);
  return x !== null && y !== null && x === y;
}

const ALPHA_RE = /^[\p{L}\p{M}]+$/u;
const ALPHA_NUM_RE = /^[\p{L}\p{M}\p{Nd}]+$/u;
const ALPHA_DASH_RE = /^[\p{L}\p{M}\p{Nd}_-]+$/u;
const ALPHA_SPACES_RE = /^[\p{L}\p{M}\s]+$/u;

export function alpha(value: unknown): RuleResult {
  if (isEmptyValue(value)) return null;
  return matches(value, ALPHA_RE) ? null : fail('alpha');
}

export function alphaDash(value: unknown): RuleResult {
  if (isEmptyValue(value)) return null;
  return matches(value, ALPHA_DASH_RE) ? null : fail('alpha_dash');
}

export function alphaNum(value: unknown): RuleResult {
  if (isEmptyValue(value)) return null;
  return matches(value, ALPHA_NUM_RE) ? null : fail('alpha_num');
}

export function alphaSpaces(value: unknown): RuleResult {
  if (isEmptyValue(value)) return null;
  return matches(value, ALPHA_SPACES_RE) ? null : fail('alpha_spaces');
}

export function between(value: unknown, min: number | string, max: number | string): RuleResult {
  const lo = argNumber('between', 'min', min);
  const hi = argNumber('between', 'max', max);
  if (isEmptyValue(value)) return null;
  const ok = each(value, (v) => {
    const n = asNumber(v);
    return Number.isFinite(n) && n >= lo && n <= hi;
  });
  return ok ? null : fail('between', { min: lo, max: hi });
}

// The confirmation must equal the original exactly: '1234' and 1234 are different passwords.
export function confirmed(value: unknown, confirmation: unknown, target = 'confirmation'): RuleResult {
  if (isEmptyValue(value)) return null;
  return value === confirmation ? null : fail('confirmed', { target });
}

export function digits(value: unknown, length: number | string): RuleResult {
  const n = argCount('digits', length);
  if (isEmptyValue(value)) return null;
  return matches(value, /^[0-9]+$/) && each(value, (v) => asText(v)?.length === n) ? null : fail('digits', { length: n });
}

export function dimensions(value: unknown, width: number | string, height: number | string): RuleResult {
  const w = argNumber('dimensions', 'width', width);
  const h = argNumber('dimensions', 'height', height);
  if (isEmptyValue(value)) return null;
  const ok = each(value, (v) => {
    if (v === null || typeof v !== 'object') return false;
    const size = v as Partial<ImageSize>;
    return size.width === w && size.height === h;
  });
  return ok ? null : fail('dimensions', { width: w, height: h });
}

export type DecimalSeparator = 'dot' | 'comma';

// decimals 0 or '*' means any number of decimals; otherwise exactly that many when a separator is present.
export function double(
  value: unknown,
  decimals: number | string = '*',
  separator: DecimalSeparator | string = 'dot',
): RuleResult {
  if (separator !== 'dot' && separator !== 'comma') throw new Error(`Rule double: unknown separator '${separator}'`);
  const any = decimals === '*' || decimals === 0 || decimals === '0';
  const places = any ? 0 : argCount('double', decimals);
  if (isEmptyValue(value)) return null;
  const sep = separator === 'comma' ? ',' : '\\.';
  const re = new RegExp(any ? `^-?\\d+(${sep}\\d+)?$` : `^-?\\d+(${sep}\\d{${places}})?$`);
  return matches(value, re) ? null : fail('double', { decimals: any ? '*' : places, separator });
}

const EMAIL_RE =
  /^(?!\.)(?!.*\.\.)[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+(?<!\.)@(?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?\.)+[A-Za-z]{2,}$/;

export function email(value: unknown): RuleResult {
  if (isEmptyValue(value)) return null;
  return matches(value, EMAIL_RE) ? null : fail('email');
}

// Option lists come from rule strings as text, so 1 and '1' are the same option.
export function oneOf(value: unknown, options: readonly unknown[]): RuleResult {
  if (isEmptyValue(value)) return null;
  return each(value, (v) => options.some((o) => sameScalar(v, o)))
    ? null
    : fail('oneOf', { values: options.map(String).join(', ') });
}

export function excluded(value: unknown, options: readonly unknown[]): RuleResult {
  if (isEmptyValue(value)) return null;
  return each(value, (v) => !options.some((o) => sameScalar(v, o)))
    ? null
    : fail('excluded', { values: options.map(String).join(', ') });
}

function isFileLike(v: unknown): v is FileLike {
  return v !== null && typeof v === 'object' && typeof (v as { name?: unknown }).name === 'string';
}

function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot < 0 ? '' : name.slice(dot + 1).toLowerCase();
}

export function ext(value: unknown, extensions: readonly string[]): RuleResult {
  const wanted = extensions.map((e) => e.replace(/^\./, '').toLowerCase());
  if (isEmptyValue(value)) return null;
  return each(value, (v) => isFileLike(v) && wanted.includes(extensionOf(v.name)))
    ? null
    : fail('ext', { extensions: wanted.join(', ') });
}

const IMAGE_EXTENSIONS = ['jpg', 'jpeg', 'png', 'gif', 'bmp', 'svg', 'webp'];

// The declared MIME type wins; the name only decides when the type is unknown.
export function image(value: unknown): RuleResult {
  if (isEmptyValue(value)) return null;
  const ok = each(value, (v) => {
    if (!isFileLike(v)) return false;
    if (v.type) return v.type.toLowerCase().startsWith('image/');
    return IMAGE_EXTENSIONS.includes(extensionOf(v.name));
  });
  return ok ? null : fail('image');
}

export function integer(value: unknown): RuleResult {
  if (isEmptyValue(value)) return null;
  return each(value, (v) => (typeof v === 'number' ? Number.isInteger(v) : typeof v === 'string' && /^-?[0-9]+$/.test(v)))
    ? null
    : fail('integer');
}

export function is(value: unknown, other: unknown): RuleResult {
  if (isEmptyValue(value)) return null;
  return sameScalar(value, other) ? null : fail('is', { other: String(other) });
}

export function isNot(value: unknown, other: unknown): RuleResult {
  if (isEmptyValue(value)) return null;
  return sameScalar(value, other) ? fail('is_not', { other: String(other) }) : null;
}

export function length(value: unknown, n: number | string): RuleResult {
  const want = argCount('length', n);
  if (isEmptyValue(value)) return null;
  return lengthOf(value) === want ? null : fail('length', { length: want });
}

export function max(value: unknown, n: number | string): RuleResult {
  const limit = argCount('max', n);
  if (isEmptyValue(value)) return null;
  const len = lengthOf(value);
  return len !== null && len <= limit ? null : fail('max', { length: limit });
}

export function min(value: unknown, n: number | string): RuleResult {
  const limit = argCount('min', n);
  if (isEmptyValue(value)) return null;
  const len = lengthOf(value);
  return len !== null && len >= limit ? null : fail('min', { length: limit });
}

export function maxValue(value: unknown, limit: number | string): RuleResult {
  const m = argNumber('max_value', 'max', limit);
  if (isEmptyValue(value)) return null;
  return each(value, (v) => asNumber(v) <= m) ? null : fail('max_value', { max: m });
}

export function minValue(value: unknown, limit: number | string): RuleResult {
  const m = argNumber('min_value', 'min', limit);
  if (isEmptyValue(value)) return null;
  return each(value, (v) => asNumber(v) >= m) ? null : fail('min_value', { min: m });
}

export function mimeMatches(type: string, pattern: string): boolean {
  const t = type.toLowerCase();
  const p = pattern.trim().toLowerCase();
  return p.endsWith('/*') ? t.startsWith(p.slice(0, -1)) : t === p;
}

export function mimes(value: unknown, types: readonly string[]): RuleResult {
  if (isEmptyValue(value)) return null;
  const ok = each(value, (v) => isFileLike(v) && typeof v.type === 'string' && types.some((p) => mimeMatches(v.type ?? '', p)));
  return ok ? null : fail('mimes', { types: types.join(', ') });
}

// "Only numbers": digits and nothing else (use double or integer for signs and decimals).
export function numeric(value: unknown): RuleResult {
  if (isEmptyValue(value)) return null;
  return matches(value, /^[0-9]+$/) ? null : fail('numeric');
}

export function regex(value: unknown, pattern: RegExp | string): RuleResult {
  // A global/sticky RegExp keeps lastIndex between calls; a fresh copy keeps the rule pure.
  const re = typeof pattern === 'string' ? new RegExp(pattern) : new RegExp(pattern.source, pattern.flags.replace(/[gy]/g, ''));
  if (isEmptyValue(value)) return null;
  return matches(value, re) ? null : fail('regex');
}

export function required(value: unknown): RuleResult {
  return isPresent(value) ? null : fail('required');
}

function needList(rule: string, list: readonly unknown[] | undefined): readonly unknown[] {
  if (!list || list.length === 0) throw new Error(`Rule ${rule} needs a list of values`);
  return list;
}

export function requiredIf(value: unknown, targetValue: unknown, when: readonly unknown[], target = 'target'): RuleResult {
  const list = needList('required_if', when);
  const needed = list.some((v) => sameScalar(v, targetValue));
  return needed && !isPresent(value) ? fail('required_if', { target, values: list.map(String).join(', ') }) : null;
}

export function requiredUnless(value: unknown, targetValue: unknown, unless: readonly unknown[], target = 'target'): RuleResult {
  const list = needList('required_unless', unless);
  const needed = !list.some((v) => sameScalar(v, targetValue));
  return needed && !isPresent(value) ? fail('required_unless', { target, values: list.map(String).join(', ') }) : null;
}

function needFields(rule: string, values: FormValues, fields: readonly string[]): boolean[] {
  if (fields.length === 0) throw new Error(`Rule ${rule} needs at least one other field`);
  return fields.map((f) => isPresent(values[f]));
}

export function requiredWith(value: unknown, values: FormValues, fields: readonly string[]): RuleResult {
  const needed = needFields('required_with', values, fields).some(Boolean);
  return needed && !isPresent(value) ? fail('required_with', { fields: fields.join(', ') }) : null;
}

export function requiredWithAll(value: unknown, values: FormValues, fields: readonly string[]): RuleResult {
  const needed = needFields('required_with_all', values, fields).every(Boolean);
  return needed && !isPresent(value) ? fail('required_with_all', { fields: fields.join(', ') }) : null;
}

export function requiredWithout(value: unknown, values: FormValues, fields: readonly string[]): RuleResult {
  const needed = needFields('required_without', values, fields).some((p) => !p);
  return needed && !isPresent(value) ? fail('required_without', { fields: fields.join(', ') }) : null;
}

export function requiredWithoutAll(value: unknown, values: FormValues, fields: readonly string[]): RuleResult {
  const needed = needFields('required_without_all', values, fields).every((p) => !p);
  return needed && !isPresent(value) ? fail('required_without_all', { fields: fields.join(', ') }) : null;
}

export function same(value: unknown, other: unknown, target = 'other'): RuleResult {
  if (isEmptyValue(value)) return null;
  return value === other ? null : fail('same', { target });
}

export const DEFAULT_URL_SCHEMES = ['http', 'https'] as const;

const HOST = String.raw`(?:localhost|\[[0-9A-Fa-f:.]+\]|(?:[\p{L}\p{N}](?:[\p{L}\p{N}-]{0,61}[\p{L}\p{N}])?)(?:\.(?:[\p{L}\p{N}](?:[\p{L}\p{N}-]{0,61}[\p{L}\p{N}])?))*)`;

// SPEC §5 "url (scheme-prefixed)": 'www.example.com' is refused, 'https://www.example.com' is accepted.
export function url(value: unknown, schemes: readonly string[] = DEFAULT_URL_SCHEMES): RuleResult {
  if (isEmptyValue(value)) return null;
  const scheme = schemes.map((s) => s.toLowerCase().replace(/[^a-z0-9+.-]/g, '')).join('|');
  const re = new RegExp(String.raw`^(?:${scheme}):\/\/(?:[^\s/@]+@)?${HOST}(?::\d{1,5})?(?:[/?#]\S*)?$`, 'iu');
  return matches(value, re) ? null : fail('url', { schemes: schemes.join(', ') });
}

export function requiredEditor(value: unknown): RuleResult {
  return isEditorContentEmpty(value) ? fail('required_editor') : null;
}

function digitCount(value: unknown): number | null {
  const text = asText(value);
  return text === null ? null : (text.match(/[0-9]/g) ?? []).length;
}

// Digits only count: '090-1234-5678' has 11 digits, not 13 characters.
export function maxDigits(value: unknown, n: number | string): RuleResult {
  const limit = argCount('max_digits', n);
  if (isEmptyValue(value)) return null;
  const count = digitCount(value);
  return count !== null && count <= limit ? null : fail('max_digits', { n: limit });
}

export function minDigits(value: unknown, n: number | string): RuleResult {
  const limit = argCount('min_digits', n);
  if (isEmptyValue(value)) return null;
  const count = digitCount(value);
  return count !== null && count >= limit ? null : fail('min_digits', { n: limit });
}

// Terms checkbox (SPEC §5 'must agree'): the accepted values of an HTML checkbox or JSON boolean.
const AGREED: readonly unknown[] = [true, 1, '1', 'true', 'on', 'yes'];

export function mustAgree(value: unknown): RuleResult {
  return AGREED.includes(value) ? null : fail('must_agree');
}
