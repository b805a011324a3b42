import { LOCALES } from '@school/contracts';
import { CATALOGUES, interpolate, keysOf, translate } from './translate';

describe('catalogues', () => {
  const reference = keysOf(CATALOGUES.ja).sort();

  it.each(LOCALES)('%s has exactly the keys of the Japanese catalogue', (locale) => {
    expect(keysOf(CATALOGUES[locale]).sort()).toEqual(reference);
  });

  // the browser's i18next and the server's interpolate both read {name}; {{name}} would show braces
  it.each(LOCALES)('%s writes placeholders with single braces', (locale) => {
    const doubled = keysOf(CATALOGUES[locale]).filter((key) => /\{\{|\}\}/.test(translate(locale, key)));
    expect(doubled).toEqual([]);
  });

  it.each(LOCALES)('%s keeps every placeholder of the Japanese text', (locale) => {
    for (const key of reference) {
      const placeholders = (text: string) => (text.match(/\{\w+\}/g) ?? []).sort();
      expect([key, placeholders(translate(locale, key))]).toEqual([key, placeholders(translate('ja', key))]);
    }
  });
});

describe('translate', () => {
  it('uses the spec text verbatim for an expired session', () => {
    expect(translate('ja', 'error.notLoggedIn')).toBe('セッションが切れました。再度ログインしてください');
  });

  it('interpolates {name} placeholders and leaves unknown ones visible', () => {
    expect(interpolate('{n}桁以内にしてください', { n: 4 })).toBe('4桁以内にしてください');
    expect(interpolate('{a}-{b}', { a: 1 })).toBe('1-{b}');
  });

  it('falls back to the key when no catalogue has it', () => {
    expect(translate('en', 'no.such.key')).toBe('no.such.key');
  });
});
