import { chatContentLength, chatKeySends, mergeChatMessages } from './chat-compose';

const key = (o: Partial<Parameters<typeof chatKeySends>[0]>) => ({
  key: 'Enter',
  shiftKey: false,
  isComposing: false,
  keyCode: 13,
  ...o,
});

describe('chatKeySends (the message box’s Enter)', () => {
  it('sends on Enter alone', () => {
    expect(chatKeySends(key({}))).toBe(true);
  });

  it('keeps Shift+Enter as a new line, other keys as typing', () => {
    expect(chatKeySends(key({ shiftKey: true }))).toBe(false);
    expect(chatKeySends(key({ key: 'a', keyCode: 65 }))).toBe(false);
  });

  it('never sends on the Enter that confirms an input method’s conversion', () => {
    expect(chatKeySends(key({ isComposing: true }))).toBe(false);
    expect(chatKeySends(key({ keyCode: 229 }))).toBe(false);
  });
});

describe('chatContentLength', () => {
  it('counts characters of the trimmed text, as the service does', () => {
    expect(chatContentLength('  はい  ')).toBe(2);
    // one code point outside the BMP is one character, not two UTF-16 units
    expect(chatContentLength('𠮷野家')).toBe(3);
  });
});

describe('mergeChatMessages', () => {
  it('adds newer messages oldest first, each id once', () => {
    const a = { id: 1, c: 'a' };
    const b = { id: 2, c: 'b' };
    const c = { id: 3, c: 'c' };
    expect(mergeChatMessages([a, c], [b, c])).toEqual([a, b, c]);
    const shown = [a];
    expect(mergeChatMessages(shown, [])).toBe(shown);
  });
});
