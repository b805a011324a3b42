import { attachmentKeysIn, richTextToHtml, sanitizeRichText } from './sanitize-rich-text';

const KEY = '0b6f1c9e-8d1a-4c1e-9a53-2f0a7c3b9e11';

describe('rich-text sanitiser', () => {
  it('keeps what the editor writes: headings, lists, links, images, tables', () => {
    const html =
      '<h2>使い方</h2><ol><li><p>手順1</p></li></ol><p><a href="https://example.jp/">リンク</a></p>' +
      `<img src="/api/files/${KEY}" alt="図"><table><tbody><tr><td colspan="2">表</td></tr></tbody></table>`;
    expect(sanitizeRichText(html)).toBe(
      '<h2>使い方</h2><ol><li><p>手順1</p></li></ol><p><a href="https://example.jp/" rel="noopener noreferrer" target="_blank">リンク</a></p>' +
        `<img src="/api/files/${KEY}" alt="図" /><table><tbody><tr><td colspan="2">表</td></tr></tbody></table>`,
    );
  });

  it('drops script, handlers, style, javascript: and data: URLs, and foreign markup', () => {
    const out = sanitizeRichText(
      '<p style="position:fixed;inset:0" onclick="alert(1)" class="x">a</p><script>alert(1)</script>' +
        '<a href="javascript:alert(1)" onmouseover="x">b</a><img src="data:image/png;base64,AAAA" onerror="alert(1)">' +
        '<svg><script>alert(1)</script></svg><iframe src="https://evil.example"></iframe><form><input></form>',
    );
    expect(out).toBe('<p>a</p><a>b</a>');
  });

  it('drops images from anywhere else, https included, as the CSP would not load them', () => {
    expect(sanitizeRichText('<p>a<img src="https://cdn.example.jp/a.png" alt="外部"></p>')).toBe('<p>a</p>');
  });

  it('stores our uploads by their path and lists their keys', () => {
    const out = sanitizeRichText(`<p><img src="http://localhost:8443/api/files/${KEY}"></p>`);
    expect(out).toBe(`<p><img src="/api/files/${KEY}" /></p>`);
    expect(attachmentKeysIn(out)).toEqual([KEY]);
  });

  it('turns a saved EditorJS document into the same HTML', () => {
    const doc = JSON.stringify({
      blocks: [
        { type: 'header', data: { text: '見出し', level: 3 } },
        { type: 'paragraph', data: { text: '本文<b>太字</b><img src=x onerror=alert(1)>' } },
        { type: 'list', data: { style: 'unordered', items: ['一', '二'] } },
      ],
    });
    expect(richTextToHtml(doc)).toBe('<h3>見出し</h3><p>本文<b>太字</b></p><ul><li>一</li><li>二</li></ul>');
  });
});
