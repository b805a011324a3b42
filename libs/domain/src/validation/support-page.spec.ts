import { validateSupportPage } from './support-page';

const keys = (errors: { key: string }[]): string[] => errors.map((e) => e.key);
const doc = { blocks: [{ type: 'paragraph', data: { text: '本文' } }] };

describe('support page save rules', () => {
  it('requires a title and content', () => {
    const r = validateSupportPage({ title: ' ', content: { blocks: [] } });
    expect(r.valid).toBe(false);
    expect(keys(r.errors.title)).toEqual(['support.title.required']);
    expect(keys(r.errors.content)).toEqual(['support.content.required']);
  });

  it('allows 500 title characters and refuses 501', () => {
    expect(validateSupportPage({ title: 'あ'.repeat(500), content: doc }).valid).toBe(true);
    const r = validateSupportPage({ title: 'あ'.repeat(501), content: doc });
    expect(r.errors.title).toEqual([{ key: 'support.title.max', params: { max: 500 } }]);
  });

  it('refuses a title that is not text, even one whose toString is not a function, without throwing', () => {
    const r = validateSupportPage({ title: { toString: 'x' }, content: doc });
    expect(r.errors.title).toEqual([{ key: 'support.title.max', params: { max: 500 } }]);
  });

  it('accepts HTML content', () => {
    expect(validateSupportPage({ title: 'ヘルプ', content: '<p>本文</p>' }).valid).toBe(true);
    expect(validateSupportPage({ title: 'ヘルプ', content: '<p></p>' }).valid).toBe(false);
  });
});
