import * as R from './rules';
import type { FormValues, ValidationError } from './types';

export const RULE_NAMES = [
  'alpha',
  'alpha_dash',
  'alpha_num',
  'alpha_spaces',
  'between',
  'confirmed',
  'digits',
  'dimensions',
  'double',
  'email',
  'excluded',
  'ext',
  'image',
  'integer',
  'is',
  'is_not',
  'length',
  'max',
  'max_value',
  'mimes',
  'min',
  'min_value',
  'numeric',
  'oneOf',
  'regex',
  'required',
  'required_if',
  'required_unless',
  'required_with',
  'required_with_all',
  'required_without',
  'required_without_all',
  'sometimes',
  'nullable',
  'url',
  'same',
  'required_editor',
  'max_digits',
  'min_digits',
  'must_agree',
] as const;

export type RuleName = (typeof RULE_NAMES)[number];
export type RuleArg = string | number | boolean | RegExp;
export type ParsedRule = { name: RuleName; args: readonly RuleArg[] };

// Object form: { required: true, max: 10, between: [1, 5], regex: /^\d+$/, required_if: ['kind', 'a', 'b'] }.
export type RuleObject = Partial<Record<RuleName, boolean | RuleArg | readonly RuleArg[]>>;
export type RuleInput = string | RuleObject | readonly ParsedRule[];

type RuleContext = { field: string; values: FormValues };
type RuleRunner = (value: unknown, args: readonly RuleArg[], ctx: RuleContext) => R.RuleResult;

// implicit rules also run on empty values (they decide whether empty is allowed);
// modifiers change how the other rules run and never fail on their own.
type RuleKind = 'format' | 'implicit' | 'modifier';
type RuleSpec = { kind: RuleKind; run: RuleRunner };

const text = (arg: RuleArg | undefined): string => (arg instanceof RegExp ? arg.source : String(arg ?? ''));
const num = (arg: RuleArg | undefined): number | string => (typeof arg === 'number' ? arg : text(arg));
const texts = (args: readonly RuleArg[]): string[] => args.map(text);

function targetField(rule: string, args: readonly RuleArg[]): string {
  const target = text(args[0]);
  if (!target) throw new Error(`Rule ${rule} needs the name of another field`);
  return target;
}

const RULES: Record<RuleName, RuleSpec> = {
  alpha: { kind: 'format', run: (v) => R.alpha(v) },
  alpha_dash: { kind: 'format', run: (v) => R.alphaDash(v) },
  alpha_num: { kind: 'format', run: (v) => R.alphaNum(v) },
  alpha_spaces: { kind: 'format', run: (v) => R.alphaSpaces(v) },
  between: { kind: 'format', run: (v, a) => R.between(v, num(a[0]), num(a[1])) },
  // Laravel's convention: `password` is confirmed by `password_confirmation` unless a target is given.
  confirmed: {
    kind: 'format',
    run: (v, a, c) => {
      const target = a.length > 0 ? text(a[0]) : `${c.field}_confirmation`;
      return R.confirmed(v, c.values[target], target);
    },
  },
  digits: { kind: 'format', run: (v, a) => R.digits(v, num(a[0])) },
  dimensions: { kind: 'format', run: (v, a) => R.dimensions(v, num(a[0]), num(a[1])) },
  double: { kind: 'format', run: (v, a) => R.double(v, a.length > 0 ? num(a[0]) : '*', a.length > 1 ? text(a[1]) : 'dot') },
  email: { kind: 'format', run: (v) => R.email(v) },
  excluded: { kind: 'format', run: (v, a) => R.excluded(v, a) },
  ext: { kind: 'format', run: (v, a) => R.ext(v, texts(a)) },
  image: { kind: 'format', run: (v) => R.image(v) },
  integer: { kind: 'format', run: (v) => R.integer(v) },
  is: { kind: 'format', run: (v, a) => R.is(v, a[0]) },
  is_not: { kind: 'format', run: (v, a) => R.isNot(v, a[0]) },
  length: { kind: 'format', run: (v, a) => R.length(v, num(a[0])) },
  max: { kind: 'format', run: (v, a) => R.max(v, num(a[0])) },
  max_value: { kind: 'format', run: (v, a) => R.maxValue(v, num(a[0])) },
  mimes: { kind: 'format', run: (v, a) => R.mimes(v, texts(a)) },
  min: { kind: 'format', run: (v, a) => R.min(v, num(a[0])) },
  min_value: { kind: 'format', run: (v, a) => R.minValue(v, num(a[0])) },
  numeric: { kind: 'format', run: (v) => R.numeric(v) },
  oneOf: { kind: 'format', run: (v, a) => R.oneOf(v, a) },
  regex: {
    kind: 'format',
    run: (v, a) => {
      const p = a[0];
      if (p === undefined || p === '') throw new Error('Rule regex needs a pattern');
      return R.regex(v, p instanceof RegExp ? p : String(p));
    },
  },
  required: { kind: 'implicit', run: (v) => R.required(v) },
  required_if: {
    kind: 'implicit',
    run: (v, a, c) => {
      const target = targetField('required_if', a);
      return R.requiredIf(v, c.values[target], a.slice(1), target);
    },
  },
  required_unless: {
    kind: 'implicit',
    run: (v, a, c) => {
      const target = targetField('required_unless', a);
      return R.requiredUnless(v, c.values[target], a.slice(1), target);
    },
  },
  required_with: { kind: 'implicit', run: (v, a, c) => R.requiredWith(v, c.values, texts(a)) },
  required_with_all: { kind: 'implicit', run: (v, a, c) => R.requiredWithAll(v, c.values, texts(a)) },
  required_without: { kind: 'implicit', run: (v, a, c) => R.requiredWithout(v, c.values, texts(a)) },
  required_without_all: { kind: 'implicit', run: (v, a, c) => R.requiredWithoutAll(v, c.values, texts(a)) },
  sometimes: { kind: 'modifier', run: () => null },
  nullable: { kind: 'modifier', run: () => null },
  url: { kind: 'format', run: (v, a) => (a.length > 0 ? R.url(v, texts(a)) : R.url(v)) },
  same: {
    kind: 'format',
    run: (v, a, c) => {
      const target = targetField('same', a);
      return R.same(v, c.values[target], target);
    },
  },
  required_editor: { kind: 'implicit', run: (v) => R.requiredEditor(v) },
  max_digits: { kind: 'format', run: (v, a) => R.maxDigits(v, num(a[0])) },
  min_digits: { kind: 'format', run: (v, a) => R.minDigits(v, num(a[0])) },
  must_agree: { kind: 'implicit', run: (v) => R.mustAgree(v) },
};

export function isRuleName(name: string): name is RuleName {
  return (RULE_NAMES as readonly string[]).includes(name);
}

function ruleName(name: string): RuleName {
  if (!isRuleName(name)) throw new Error(`Unknown validation rule: '${name}'`);
  return name;
}

// 'required|max:10|between:1,5'. A regex pattern keeps its commas, but cannot hold '|':
// use the object form for such patterns.
export function parseRuleString(rules: string): ParsedRule[] {
  return rules
    .split('|')
    .map((part) => part.trim())
    .filter((part) => part !== '')
    .map((part) => {
      const colon = part.indexOf(':');
      const name = ruleName(colon < 0 ? part : part.slice(0, colon).trim());
      if (colon < 0) return { name, args: [] };
      const rest = part.slice(colon + 1);
      return { name, args: name === 'regex' ? [rest] : rest.split(',').map((s) => s.trim()) };
    });
}

export function parseRuleObject(rules: RuleObject): ParsedRule[] {
  const out: ParsedRule[] = [];
  for (const [key, raw] of Object.entries(rules)) {
    const name = ruleName(key);
    if (raw === undefined || raw === false) continue;
    if (raw === true) out.push({ name, args: [] });
    else if (Array.isArray(raw)) out.push({ name, args: raw as readonly RuleArg[] });
    else out.push({ name, args: [raw as RuleArg] });
  }
  return out;
}

export function parseRules(rules: RuleInput): ParsedRule[] {
  if (typeof rules === 'string') return parseRuleString(rules);
  if (Array.isArray(rules)) return (rules as readonly ParsedRule[]).map((r) => ({ name: ruleName(r.name), args: r.args }));
  return parseRuleObject(rules as RuleObject);
}

export type ValidateFieldOptions = { field?: string; values?: FormValues };

// Runs every rule and returns all failures in rule order (a row or field shows them all).
//  - sometimes: the field is checked only when its key is present in the form values.
//  - nullable: an empty value skips every rule except a plain `required`.
export function validateField(value: unknown, rules: RuleInput, options: ValidateFieldOptions = {}): ValidationError[] {
  const parsed = parseRules(rules);
  const field = options.field ?? '';
  const values = options.values ?? (field ? { [field]: value } : {});
  const has = (name: RuleName): boolean => parsed.some((r) => r.name === name);

  if (has('sometimes') && field && !Object.prototype.hasOwnProperty.call(values, field)) return [];
  const empty = R.isEmptyValue(value);
  const nullableEmpty = has('nullable') && empty;

  const errors: ValidationError[] = [];
  for (const rule of parsed) {
    const spec = RULES[rule.name];
    if (spec.kind === 'modifier') continue;
    if (nullableEmpty && rule.name !== 'required') continue;
    if (spec.kind === 'format' && empty) continue;
    const error = spec.run(value, rule.args, { field, values });
    if (error) errors.push(error);
  }
  return errors;
}

export type FormSchema = Readonly<Record<string, RuleInput>>;

/**
 * A form over a contract's fields F (libs/contracts, e.g. CenterFields): rules for some of F's fields
 * and for nothing else. An object literal is checked with `satisfies FormSchemaOf<F>`; a form defined
 * elsewhere with `FORM satisfies FormSchemaOf<F, typeof FORM>`, where a field F lacks must be never.
 */
export type FormSchemaOf<F, S = object> = { readonly [K in keyof F]?: RuleInput } & {
  readonly [K in Exclude<keyof S, keyof F>]: never;
};
export type FormErrors = Record<string, ValidationError[]>;
export type FormResult = { valid: boolean; errors: FormErrors };

// Every field of the schema gets an entry (empty when valid) so a form can clear old messages.
export function validateForm(values: FormValues, schema: FormSchema): FormResult {
  const errors: FormErrors = {};
  let valid = true;
  for (const [field, rules] of Object.entries(schema)) {
    errors[field] = validateField(values[field], rules, { field, values });
    if (errors[field].length > 0) valid = false;
  }
  return { valid, errors };
}

export function hasErrors(errors: FormErrors): boolean {
  return Object.values(errors).some((list) => list.length > 0);
}
