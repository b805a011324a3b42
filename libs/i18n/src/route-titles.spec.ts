import { LOCALES, ROUTE_CATALOGUE } from '@school/contracts';
import { hasKey } from './translate';

describe('route titles (SPEC §2)', () => {
  it.each(LOCALES)('%s has a title for every route of the catalogue', (locale) => {
    const missing = ROUTE_CATALOGUE.map((r) => r.titleKey).filter((key) => !hasKey(locale, key));
    expect(missing).toEqual([]);
  });
});
