import { parseRules, parseRuleString, validateField, validateForm, hasErrors, RULE_NAMES } from './validate';

const keys = (errors: { key: string }[]): string[] => errors.map((e) => e.key);

describe('rule parser', () => {
  it('reads the pipe-separated string form', () => {
    expect(parseRuleString('required|max:10|alpha_num')).toEqual([
      { name: 'required', args: [] },
      { name: 'max', args: ['10'] },
      { name: 'alpha_num', args: [] },
    ]);
    expect(parseRuleString('between:1, 5 | oneOf:a,b,c')).toEqual([
      { name: 'between', args: ['1', '5'] },
      { name: 'oneOf', args: ['a', 'b', 'c'] },
    ]);
  });

  it('keeps commas and colons inside a regex pattern', () => {
    expect(parseRuleString('regex:^\\d{1,3}:\\d{2}$')).toEqual([{ name: 'regex', args: ['^\\d{1,3}:\\d{2}$'] }]);
  });

  it('reads the object form', () => {
    const re = /^a|b$/;
    expect(parseRules({ required: true, max: 10, between: [1, 5], regex: re, email: false })).toEqual([
      { name: 'required', args: [] },
      { name: 'max', args: [10] },
      { name: 'between', args: [1, 5] },
      { name: 'regex', args: [re] },
    ]);
  });

  it('refuses unknown rules', () => {
    expect(() => parseRuleString('required|foo')).toThrow(/Unknown validation rule: 'foo'/);
    expect(() => parseRules({ bar: true } as never)).toThrow(/bar/);
  });

  it('knows every rule type of SPEC §5', () => {
    expect(RULE_NAMES).toHaveLength(40);
  });
});

describe('validateField', () => {
  it('returns every failing rule in order', () => {
    expect(keys(validateField('ab_cdefghijk', 'required|max:10|alpha_num'))).toEqual(['validation.max', 'validation.alpha_num']);
    expect(validateField('abc', 'required|max:10|alpha_num')).toEqual([]);
  });

  it('only runs required on an empty value', () => {
    expect(keys(validateField('', 'required|max:10|alpha_num'))).toEqual(['validation.required']);
    expect(validateField('', 'max:10|alpha_num')).toEqual([]);
  });

  it('runs the cross-field rules against the form values', () => {
    const values = {
      kind: 'company',
      company: '',
      password: 'abc',
      password_confirmation: 'abd',
      email2: 'x@y.jp',
      email: 'x@y.jp',
    };
    expect(keys(validateField('', 'required_if:kind,company,school', { field: 'company', values }))).toEqual([
      'validation.required_if',
    ]);
    expect(validateField('', 'required_if:kind,school', { field: 'company', values })).toEqual([]);
    expect(keys(validateField('', 'required_unless:kind,school', { field: 'company', values }))).toEqual([
      'validation.required_unless',
    ]);
    expect(keys(validateField('abc', 'confirmed', { field: 'password', values }))).toEqual(['validation.confirmed']);
    expect(validateField('abd', 'confirmed:password_confirmation', { field: 'password', values })).toEqual([]);
    expect(validateField('x@y.jp', 'same:email', { field: 'email2', values })).toEqual([]);
    expect(keys(validateField('x@z.jp', 'same:email', { field: 'email2', values }))).toEqual(['validation.same']);
    expect(keys(validateField('', { required_with: ['password'] }, { field: 'x', values }))).toEqual([
      'validation.required_with',
    ]);
  });

  it('throws when required_if or required_unless has no values', () => {
    expect(() => validateField('', 'required_if:kind', { field: 'x', values: { kind: 'a' } })).toThrow(/list of values/);
    expect(() => validateField('', { required_unless: ['kind'] }, { field: 'x', values: {} })).toThrow(/list of values/);
    expect(() => validateField('', 'required_if', { field: 'x', values: {} })).toThrow(/another field/);
  });

  it('sometimes: skips a field whose key is absent', () => {
    expect(validateField(undefined, 'sometimes|required', { field: 'nick', values: {} })).toEqual([]);
    expect(keys(validateField('', 'sometimes|required', { field: 'nick', values: { nick: '' } }))).toEqual([
      'validation.required',
    ]);
    expect(keys(validateField(undefined, 'required', { field: 'nick', values: {} }))).toEqual(['validation.required']);
  });

  it('nullable: an empty value skips the conditional rules but not required', () => {
    const values = { kind: 'a' };
    expect(keys(validateField(null, 'required_if:kind,a', { field: 'x', values }))).toEqual(['validation.required_if']);
    expect(validateField(null, 'nullable|required_if:kind,a', { field: 'x', values })).toEqual([]);
    expect(keys(validateField(null, 'nullable|required', { field: 'x', values }))).toEqual(['validation.required']);
    expect(keys(validateField('abc1', 'nullable|alpha'))).toEqual(['validation.alpha']);
  });

  it('passes rule arguments through the object form', () => {
    expect(keys(validateField(101, { max_value: 100 }))).toEqual(['validation.max_value']);
    expect(validateField(100, { max_value: 100 })).toEqual([]);
    expect(keys(validateField('12345', { max_digits: 4 }))).toEqual(['validation.max_digits']);
    expect(validateField('1234', 'max_digits:4|min_digits:4')).toEqual([]);
    expect(keys(validateField('123', 'min_digits:4'))).toEqual(['validation.min_digits']);
    expect(keys(validateField('1.234', { double: [2] }))).toEqual(['validation.double']);
    expect(keys(validateField('ftp://x.jp', 'url'))).toEqual(['validation.url']);
    expect(validateField('ftp://x.jp', 'url:ftp')).toEqual([]);
    expect(keys(validateField('x', 'regex:^\\d+$'))).toEqual(['validation.regex']);
    expect(keys(validateField({ width: 10, height: 10 }, 'dimensions:10,20'))).toEqual(['validation.dimensions']);
    expect(keys(validateField({ name: 'a.pdf', type: 'application/pdf' }, 'image|ext:png,jpg|mimes:image/*'))).toEqual([
      'validation.image',
      'validation.ext',
      'validation.mimes',
    ]);
    expect(keys(validateField('c', 'oneOf:a,b|excluded:c'))).toEqual(['validation.oneOf', 'validation.excluded']);
    expect(keys(validateField('5', 'is:6|is_not:5'))).toEqual(['validation.is', 'validation.is_not']);
    expect(keys(validateField('1a', 'numeric|integer|digits:2|between:1,5|min_value:1|length:3|min:3'))).toEqual([
      'validation.numeric',
      'validation.integer',
      'validation.digits',
      'validation.between',
      'validation.min_value',
      'validation.length',
      'validation.min',
    ]);
    expect(keys(validateField('a b', 'alpha|alpha_dash|alpha_num|alpha_spaces|email'))).toEqual([
      'validation.alpha',
      'validation.alpha_dash',
      'validation.alpha_num',
      'validation.email',
    ]);
  });

  it('runs the implicit rules on empty values', () => {
    expect(keys(validateField(false, 'must_agree'))).toEqual(['validation.must_agree']);
    expect(keys(validateField({ blocks: [] }, 'required_editor'))).toEqual(['validation.required_editor']);
    expect(keys(validateField('', 'required_without_all:a,b', { field: 'c', values: {} }))).toEqual([
      'validation.required_without_all',
    ]);
    expect(keys(validateField('', 'required_with_all:a,b', { field: 'c', values: { a: 1, b: 2 } }))).toEqual([
      'validation.required_with_all',
    ]);
    expect(keys(validateField('', 'required_without:a,b', { field: 'c', values: { a: 1 } }))).toEqual([
      'validation.required_without',
    ]);
  });
});

describe('validateForm', () => {
  const schema = {
    code: 'required|max:10|alpha_num',
    tel: { max_digits: 11, min_digits: 10 },
    agree: 'must_agree',
    note: 'max:5',
  };

  it('lists errors per field, with an empty list for valid fields', () => {
    const result = validateForm({ code: '', tel: '090-1234', agree: true }, schema);
    expect(result.valid).toBe(false);
    expect(keys(result.errors.code)).toEqual(['validation.required']);
    expect(result.errors.tel).toEqual([{ key: 'validation.min_digits', params: { n: 10 } }]);
    expect(result.errors.agree).toEqual([]);
    expect(result.errors.note).toEqual([]);
    expect(hasErrors(result.errors)).toBe(true);
  });

  it('is valid when every field passes', () => {
    const result = validateForm({ code: 'A1', tel: '090-1234-5678', agree: true, note: 'hi' }, schema);
    expect(result.valid).toBe(true);
    expect(hasErrors(result.errors)).toBe(false);
  });
});
