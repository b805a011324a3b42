import * as R from './rules';

const key = (r: R.RuleResult): string | null => (r ? r.key : null);

describe('empty values', () => {
  it('pass every format rule (required decides about them)', () => {
    for (const empty of [null, undefined, '', []]) {
      expect(R.alpha(empty)).toBeNull();
      expect(R.email(empty)).toBeNull();
      expect(R.max(empty, 1)).toBeNull();
      expect(R.between(empty, 1, 2)).toBeNull();
      expect(R.maxDigits(empty, 1)).toBeNull();
    }
  });

  // Found by e2e/api/hostile-input.spec.ts: {"toString":"x"} as a required field threw (a 599).
  it('isPresent takes any object as given, even one String() cannot convert', () => {
    expect(R.isPresent({ toString: 'x', valueOf: 1 })).toBe(true);
    expect(R.isPresent(Object.create(null))).toBe(true);
    expect(R.isPresent({})).toBe(true);
  });

  it('isPresent accepts false and 0 but not blanks', () => {
    expect(R.isPresent(false)).toBe(true);
    expect(R.isPresent(0)).toBe(true);
    expect(R.isPresent(' x ')).toBe(true);
    expect(R.isPresent('   ')).toBe(false);
    expect(R.isPresent('\u3000')).toBe(false);
    expect(R.isPresent([])).toBe(false);
    expect(R.isPresent(null)).toBe(false);
  });
});

describe('alpha family', () => {
  it('alpha: letters only, any script', () => {
    expect(R.alpha('abcXYZ')).toBeNull();
    expect(R.alpha('やまだタロウ')).toBeNull();
    expect(R.alpha('山田')).toBeNull();
    expect(key(R.alpha('abc1'))).toBe('validation.alpha');
    expect(key(R.alpha('a b'))).toBe('validation.alpha');
    expect(key(R.alpha('a-b'))).toBe('validation.alpha');
    expect(key(R.alpha(12))).toBe('validation.alpha');
    expect(key(R.alpha({}))).toBe('validation.alpha');
  });

  it('alpha_num: letters and digits', () => {
    expect(R.alphaNum('abc123')).toBeNull();
    expect(R.alphaNum(123)).toBeNull();
    expect(key(R.alphaNum('abc_123'))).toBe('validation.alpha_num');
    expect(key(R.alphaNum('abc 123'))).toBe('validation.alpha_num');
  });

  it('alpha_dash: letters, digits, dash and underscore', () => {
    expect(R.alphaDash('a_b-c1')).toBeNull();
    expect(key(R.alphaDash('a.b'))).toBe('validation.alpha_dash');
    expect(key(R.alphaDash('a b'))).toBe('validation.alpha_dash');
  });

  it('alpha_spaces: letters and spaces', () => {
    expect(R.alphaSpaces('Taro Yamada')).toBeNull();
    expect(R.alphaSpaces('山田\u3000太郎')).toBeNull();
    expect(key(R.alphaSpaces('Taro 2'))).toBe('validation.alpha_spaces');
  });

  it('checks every element of an array', () => {
    expect(R.alpha(['ab', 'cd'])).toBeNull();
    expect(key(R.alpha(['ab', 'c1']))).toBe('validation.alpha');
  });
});

describe('numbers', () => {
  it('between is inclusive', () => {
    expect(R.between(1, 1, 10)).toBeNull();
    expect(R.between('10', 1, 10)).toBeNull();
    expect(R.between(5.5, 1, 10)).toBeNull();
    expect(R.between(0, 1, 10)).toEqual({ key: 'validation.between', params: { min: 1, max: 10 } });
    expect(key(R.between(10.01, 1, 10))).toBe('validation.between');
    expect(key(R.between('abc', 1, 10))).toBe('validation.between');
    expect(() => R.between(1, 'x', 10)).toThrow();
  });

  it('digits: exactly n digits', () => {
    expect(R.digits('0123', 4)).toBeNull();
    expect(R.digits(1234, '4')).toBeNull();
    expect(R.digits('0123', 3)).toEqual({ key: 'validation.digits', params: { length: 3 } });
    expect(key(R.digits('12a4', 4))).toBe('validation.digits');
    expect(key(R.digits('-123', 4))).toBe('validation.digits');
    expect(() => R.digits('1', -1)).toThrow();
  });

  it('double: decimals and separator', () => {
    expect(R.double('1.5')).toBeNull();
    expect(R.double('-10')).toBeNull();
    expect(R.double(2.25)).toBeNull();
    expect(R.double('1.25', 2)).toBeNull();
    expect(key(R.double('1.2', 2))).toBe('validation.double');
    expect(key(R.double('1.255', 2))).toBe('validation.double');
    expect(R.double('1,5', '*', 'comma')).toBeNull();
    expect(key(R.double('1.5', '*', 'comma'))).toBe('validation.double');
    expect(key(R.double('1.', '*'))).toBe('validation.double');
    expect(key(R.double('abc'))).toBe('validation.double');
    expect(() => R.double('1', 2, 'semicolon')).toThrow();
  });

  it('integer: whole numbers with an optional minus sign', () => {
    expect(R.integer('-12')).toBeNull();
    expect(R.integer(12)).toBeNull();
    expect(key(R.integer('1.0'))).toBe('validation.integer');
    expect(key(R.integer(1.5))).toBe('validation.integer');
    expect(key(R.integer('+1'))).toBe('validation.integer');
  });

  it('numeric: digits only', () => {
    expect(R.numeric('0123')).toBeNull();
    expect(R.numeric(42)).toBeNull();
    expect(key(R.numeric('-1'))).toBe('validation.numeric');
    expect(key(R.numeric('1.5'))).toBe('validation.numeric');
    expect(key(R.numeric('１２'))).toBe('validation.numeric');
  });

  it('max_value and min_value are inclusive', () => {
    expect(R.maxValue(100, 100)).toBeNull();
    expect(R.maxValue('99.9', 100)).toBeNull();
    expect(R.maxValue(101, 100)).toEqual({ key: 'validation.max_value', params: { max: 100 } });
    expect(key(R.maxValue('abc', 100))).toBe('validation.max_value');
    expect(R.minValue(0, 0)).toBeNull();
    expect(R.minValue(-1, 0)).toEqual({ key: 'validation.min_value', params: { min: 0 } });
  });

  it('max_digits and min_digits count only digits', () => {
    expect(R.maxDigits('090-1234-5678', 11)).toBeNull();
    expect(R.maxDigits('090-1234-5678', 10)).toEqual({ key: 'validation.max_digits', params: { n: 10 } });
    expect(R.maxDigits(1234567890, 10)).toBeNull();
    expect(key(R.maxDigits(12345678901, 10))).toBe('validation.max_digits');
    expect(R.maxDigits('abc', 0)).toBeNull();
    expect(R.minDigits('(03) 1234', 6)).toBeNull();
    expect(R.minDigits('(03) 1234', 7)).toEqual({ key: 'validation.min_digits', params: { n: 7 } });
    expect(key(R.minDigits('abcdefg', 1))).toBe('validation.min_digits');
  });
});

describe('lengths', () => {
  it('max: 10 characters pass, 11 fail', () => {
    expect(R.max('abcdefghij', 10)).toBeNull();
    expect(R.max('abcdefghijk', 10)).toEqual({ key: 'validation.max', params: { length: 10 } });
  });

  it('counts code points, not UTF-16 units', () => {
    expect(R.max('𠮷野家', 3)).toBeNull();
    expect(R.length('𠮷', 1)).toBeNull();
  });

  it('min and length', () => {
    expect(R.min('abc', 3)).toBeNull();
    expect(R.min('ab', 3)).toEqual({ key: 'validation.min', params: { length: 3 } });
    expect(R.length('abc', 3)).toBeNull();
    expect(key(R.length('abcd', 3))).toBe('validation.length');
    expect(R.length(['a', 'b'], 2)).toBeNull();
    expect(key(R.max(['a', 'b', 'c'], 2))).toBe('validation.max');
    expect(key(R.max({}, 2))).toBe('validation.max');
  });
});

describe('comparisons', () => {
  it('confirmed and same need an exact match', () => {
    expect(R.confirmed('secret', 'secret')).toBeNull();
    expect(R.confirmed('secret', 'Secret', 'password_confirmation')).toEqual({
      key: 'validation.confirmed',
      params: { target: 'password_confirmation' },
    });
    expect(key(R.confirmed('1234', 1234))).toBe('validation.confirmed');
    expect(R.same('a', 'a')).toBeNull();
    expect(R.same('a', 'b', 'email')).toEqual({ key: 'validation.same', params: { target: 'email' } });
  });

  it('is and is_not', () => {
    expect(R.is('5', 5)).toBeNull();
    expect(key(R.is('6', 5))).toBe('validation.is');
    expect(R.isNot('6', 5)).toBeNull();
    expect(key(R.isNot('5', '5'))).toBe('validation.is_not');
  });

  it('oneOf and excluded', () => {
    expect(R.oneOf('b', ['a', 'b'])).toBeNull();
    expect(R.oneOf(1, ['1', '2'])).toBeNull();
    expect(R.oneOf('c', ['a', 'b'])).toEqual({ key: 'validation.oneOf', params: { values: 'a, b' } });
    expect(R.oneOf(['a', 'b'], ['a', 'b'])).toBeNull();
    expect(key(R.oneOf(['a', 'c'], ['a', 'b']))).toBe('validation.oneOf');
    expect(R.excluded('c', ['a', 'b'])).toBeNull();
    expect(key(R.excluded('a', ['a', 'b']))).toBe('validation.excluded');
  });

  it('regex, without carrying state between calls', () => {
    const re = /^\d{3}$/g;
    expect(R.regex('123', re)).toBeNull();
    expect(R.regex('456', re)).toBeNull();
    expect(key(R.regex('12', re))).toBe('validation.regex');
    expect(R.regex('abc', '^[a-c]+$')).toBeNull();
    expect(key(R.regex('abd', '^[a-c]+$'))).toBe('validation.regex');
  });
});

describe('formats', () => {
  it('email', () => {
    expect(R.email('taro.yamada+test@example.co.jp')).toBeNull();
    for (const bad of [
      'taro',
      'taro@',
      '@example.com',
      'taro@example',
      'ta ro@example.com',
      'taro..y@example.com',
      '.taro@example.com',
      'taro@ex..com',
    ]) {
      expect(key(R.email(bad))).toBe('validation.email');
    }
  });

  it('url must start with a scheme', () => {
    expect(R.url('https://example.com')).toBeNull();
    expect(R.url('http://localhost:8443/api?x=1#top')).toBeNull();
    expect(R.url('https://例え.jp/パス')).toBeNull();
    expect(R.url('https://192.168.0.1/')).toBeNull();
    expect(key(R.url('www.example.com'))).toBe('validation.url');
    expect(key(R.url('example.com/path'))).toBe('validation.url');
    expect(key(R.url('ftp://example.com'))).toBe('validation.url');
    expect(R.url('ftp://example.com', ['ftp'])).toBeNull();
    expect(key(R.url('https://'))).toBe('validation.url');
    expect(key(R.url('https://exa mple.com'))).toBe('validation.url');
    expect(key(R.url('javascript:alert(1)'))).toBe('validation.url');
  });
});

describe('files', () => {
  const png = { name: 'photo.PNG', type: 'image/png', size: 10 };
  const pdf = { name: 'doc.pdf', type: 'application/pdf', size: 10 };

  it('ext compares extensions case-insensitively', () => {
    expect(R.ext(png, ['png', 'jpg'])).toBeNull();
    expect(R.ext(png, ['.png'])).toBeNull();
    expect(R.ext(pdf, ['png', 'jpg'])).toEqual({ key: 'validation.ext', params: { extensions: 'png, jpg' } });
    expect(key(R.ext({ name: 'noext', type: '' }, ['png']))).toBe('validation.ext');
    expect(key(R.ext('photo.png', ['png']))).toBe('validation.ext');
  });

  it('image trusts the MIME type, then the name', () => {
    expect(R.image(png)).toBeNull();
    expect(R.image({ name: 'a.webp' })).toBeNull();
    expect(key(R.image(pdf))).toBe('validation.image');
    expect(key(R.image({ name: 'fake.png', type: 'application/pdf' }))).toBe('validation.image');
    expect(key(R.image({ name: 'a.txt' }))).toBe('validation.image');
  });

  it('mimes supports wildcards', () => {
    expect(R.mimes(png, ['image/*'])).toBeNull();
    expect(R.mimes(pdf, ['application/pdf'])).toBeNull();
    expect(R.mimes([png, pdf], ['image/*', 'application/pdf'])).toBeNull();
    expect(R.mimes(pdf, ['image/*'])).toEqual({ key: 'validation.mimes', params: { types: 'image/*' } });
    expect(key(R.mimes({ name: 'x' }, ['image/*']))).toBe('validation.mimes');
  });

  it('dimensions takes {width, height} and needs an exact match', () => {
    expect(R.dimensions({ width: 100, height: 50 }, 100, 50)).toBeNull();
    expect(R.dimensions({ width: 101, height: 50 }, 100, 50)).toEqual({
      key: 'validation.dimensions',
      params: { width: 100, height: 50 },
    });
    expect(key(R.dimensions({ width: 100, height: 51 }, 100, 50))).toBe('validation.dimensions');
    expect(key(R.dimensions('100x50', 100, 50))).toBe('validation.dimensions');
  });
});

describe('required family', () => {
  it('required', () => {
    expect(R.required('x')).toBeNull();
    expect(R.required(0)).toBeNull();
    expect(R.required(false)).toBeNull();
    expect(R.required(['a'])).toBeNull();
    expect(R.required('')).toEqual({ key: 'validation.required', params: {} });
    expect(key(R.required('  '))).toBe('validation.required');
    expect(key(R.required(null))).toBe('validation.required');
    expect(key(R.required(undefined))).toBe('validation.required');
    expect(key(R.required([]))).toBe('validation.required');
  });

  it('required_if: required when the other field has one of the values', () => {
    expect(R.requiredIf('', 'other', ['a', 'b'])).toBeNull();
    expect(R.requiredIf('', 'a', ['a', 'b'], 'kind')).toEqual({
      key: 'validation.required_if',
      params: { target: 'kind', values: 'a, b' },
    });
    expect(R.requiredIf('x', 'a', ['a', 'b'])).toBeNull();
    expect(key(R.requiredIf(null, 1, ['1']))).toBe('validation.required_if');
  });

  it('required_unless: required unless the other field has one of the values', () => {
    expect(R.requiredUnless('', 'a', ['a'])).toBeNull();
    expect(key(R.requiredUnless('', 'b', ['a']))).toBe('validation.required_unless');
    expect(R.requiredUnless('x', 'b', ['a'])).toBeNull();
  });

  it('required_if and required_unless throw without a list of values', () => {
    expect(() => R.requiredIf('', 'a', [])).toThrow(/required_if needs a list of values/);
    expect(() => R.requiredUnless('', 'a', [])).toThrow(/required_unless needs a list of values/);
  });

  it('required_with / with_all / without / without_all', () => {
    const values = { tel: '03-1234', mail: '', fax: null };
    expect(key(R.requiredWith('', values, ['tel', 'mail']))).toBe('validation.required_with');
    expect(R.requiredWith('', values, ['mail', 'fax'])).toBeNull();
    expect(R.requiredWithAll('', values, ['tel', 'mail'])).toBeNull();
    expect(key(R.requiredWithAll('', { a: 1, b: 2 }, ['a', 'b']))).toBe('validation.required_with_all');
    expect(key(R.requiredWithout('', values, ['tel', 'mail']))).toBe('validation.required_without');
    expect(R.requiredWithout('', { a: 1, b: 2 }, ['a', 'b'])).toBeNull();
    expect(key(R.requiredWithoutAll('', values, ['mail', 'fax']))).toBe('validation.required_without_all');
    expect(R.requiredWithoutAll('', values, ['tel', 'mail'])).toBeNull();
    expect(R.requiredWithoutAll('filled', values, ['mail', 'fax'])).toBeNull();
    expect(() => R.requiredWith('', values, [])).toThrow();
  });

  it('required_editor needs a non-empty block', () => {
    expect(R.requiredEditor({ blocks: [{ type: 'paragraph', data: { text: 'こんにちは' } }] })).toBeNull();
    expect(R.requiredEditor('<p>hello</p>')).toBeNull();
    expect(R.requiredEditor({ blocks: [] })).toEqual({ key: 'validation.required_editor', params: {} });
    expect(key(R.requiredEditor('<p><br></p>'))).toBe('validation.required_editor');
    expect(key(R.requiredEditor(null))).toBe('validation.required_editor');
  });

  it('must agree: the terms checkbox has to be ticked', () => {
    expect(R.mustAgree(true)).toBeNull();
    expect(R.mustAgree('on')).toBeNull();
    expect(R.mustAgree(1)).toBeNull();
    expect(R.mustAgree(false)).toEqual({ key: 'validation.must_agree', params: {} });
    expect(key(R.mustAgree(undefined))).toBe('validation.must_agree');
    expect(key(R.mustAgree('false'))).toBe('validation.must_agree');
    expect(key(R.mustAgree(0))).toBe('validation.must_agree');
  });
});
