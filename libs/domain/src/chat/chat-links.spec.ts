import { chatTextParts } from './chat-links';

const links = (text: string) => chatTextParts(text).filter((p) => p.kind === 'link');

describe('chat link detection', () => {
  it('makes http and https addresses links and keeps the text around them', () => {
    expect(chatTextParts('資料は https://example.com/a?b=1#c をご覧ください。')).toEqual([
      { kind: 'text', text: '資料は ' },
      { kind: 'link', text: 'https://example.com/a?b=1#c', href: 'https://example.com/a?b=1#c' },
      { kind: 'text', text: ' をご覧ください。' },
    ]);
    expect(links('http://example.com/x と HTTPS://EXAMPLE.com')).toEqual([
      { kind: 'link', text: 'http://example.com/x', href: 'http://example.com/x' },
      { kind: 'link', text: 'HTTPS://EXAMPLE.com', href: 'https://example.com/' },
    ]);
  });

  it('ends an address at Japanese text and leaves trailing punctuation out', () => {
    expect(links('https://example.com/pageをご確認ください')[0]).toMatchObject({ text: 'https://example.com/page' });
    expect(links('(see https://example.com/a.)')[0]).toMatchObject({ text: 'https://example.com/a' });
    expect(links('https://en.wikipedia.org/wiki/Foo_(bar), ok')[0]).toMatchObject({
      text: 'https://en.wikipedia.org/wiki/Foo_(bar)',
    });
  });

  it('never makes javascript:, data: or vbscript: clickable, however written', () => {
    for (const text of [
      'javascript:alert(1)',
      'JavaScript:alert(document.cookie)',
      ' javascript://example.com/%0aalert(1)',
      'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
      'vbscript:msgbox(1)',
      'https:javascript:alert(1)',
      'http://',
    ]) {
      expect(links(text)).toEqual([]);
      expect(
        chatTextParts(text)
          .map((p) => p.text)
          .join(''),
      ).toBe(text);
    }
  });

  it('keeps the message whole: the parts joined are the text', () => {
    const text = 'a https://x.example/1, b http://y.example/(2) c\nhttps://z.example';
    expect(
      chatTextParts(text)
        .map((p) => p.text)
        .join(''),
    ).toBe(text);
    expect(links(text).map((l) => l.href)).toEqual(['https://x.example/1', 'http://y.example/(2)', 'https://z.example/']);
    expect(chatTextParts('')).toEqual([]);
  });
});
