import { attachmentKeyOf, safeImageSrc, safeLinkHref } from './rich-text-policy';

const KEY = '0b6f1c9e-8d1a-4c1e-9a53-2f0a7c3b9e11';

describe('rich-text allow-list', () => {
  it('keeps http, https, mailto and site paths as links', () => {
    expect(safeLinkHref('https://example.jp/a?b=1')).toBe('https://example.jp/a?b=1');
    expect(safeLinkHref('mailto:help@example.jp')).toBe('mailto:help@example.jp');
    expect(safeLinkHref('/C00103/view/3')).toBe('/C00103/view/3');
  });

  it('refuses script, data and protocol-relative links, also when hidden by tabs, case or spaces', () => {
    for (const href of [
      'javascript:alert(1)',
      'JaVaScRiPt:alert(1)',
      ' javascript:alert(1)',
      'java\tscript:alert(1)',
      'java\nscript:alert(1)',
      'data:text/html,<script>alert(1)</script>',
      'vbscript:msgbox(1)',
      '//evil.example/',
      '/\\evil.example/',
      '\u0001javascript:alert(1)',
    ])
      expect(safeLinkHref(href)).toBeNull();
  });

  it('keeps images that are our uploads (as their path), nothing else: the CSP loads no outside image', () => {
    expect(safeImageSrc(`/api/files/${KEY}`)).toBe(`/api/files/${KEY}`);
    expect(safeImageSrc(`http://localhost:8443/api/files/${KEY}`)).toBe(`/api/files/${KEY}`);
    expect(safeImageSrc('https://cdn.example.jp/a.png')).toBeNull();
    expect(safeImageSrc('http://cdn.example.jp/a.png')).toBeNull();
    expect(safeImageSrc('data:image/svg+xml,<svg onload=alert(1)>')).toBeNull();
    expect(safeImageSrc('javascript:alert(1)')).toBeNull();
    expect(safeImageSrc(`/api/files/${KEY}/../../etc/passwd`)).toBeNull();
  });

  it('names the file key of an upload address', () => {
    expect(attachmentKeyOf(`/api/files/${KEY}`)).toBe(KEY);
    expect(attachmentKeyOf('/api/files/not-a-key')).toBeNull();
  });
});
