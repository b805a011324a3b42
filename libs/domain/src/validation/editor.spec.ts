import { htmlToText, isEditorContentEmpty } from './editor';

describe('rich-text emptiness', () => {
  it('treats HTML without visible text or media as empty', () => {
    expect(isEditorContentEmpty('')).toBe(true);
    expect(isEditorContentEmpty('<p></p>')).toBe(true);
    expect(isEditorContentEmpty('<p>&nbsp;</p><p><br/></p>')).toBe(true);
    expect(isEditorContentEmpty('<!-- x --><p>\u200b</p>')).toBe(true);
    expect(isEditorContentEmpty('<p>a</p>')).toBe(false);
    expect(isEditorContentEmpty('<p><img src="x.png"></p>')).toBe(false);
    expect(htmlToText('<b>太郎</b>&nbsp;')).toBe('太郎');
  });

  it('needs at least one EditorJS block with content', () => {
    expect(isEditorContentEmpty({ blocks: [] })).toBe(true);
    expect(isEditorContentEmpty({ blocks: [{ type: 'paragraph', data: { text: '' } }] })).toBe(true);
    expect(isEditorContentEmpty({ blocks: [{ type: 'paragraph', data: { text: '<br>' } }] })).toBe(true);
    expect(isEditorContentEmpty({ blocks: [{ type: 'header', data: { text: '', level: 2 } }] })).toBe(true);
    expect(isEditorContentEmpty({ blocks: [{ type: 'list', data: { style: 'ordered', items: [] } }] })).toBe(true);
    expect(isEditorContentEmpty({ blocks: [{ type: 'delimiter', data: {} }] })).toBe(true);
    expect(
      isEditorContentEmpty({
        blocks: [
          { type: 'paragraph', data: { text: '' } },
          { type: 'list', data: { style: 'ordered', items: ['a'] } },
        ],
      }),
    ).toBe(false);
    expect(isEditorContentEmpty({ blocks: [{ type: 'image', data: { file: { url: 'https://x/y.png' }, caption: '' } }] })).toBe(
      false,
    );
  });

  it('reads stored JSON text as a document', () => {
    expect(isEditorContentEmpty(JSON.stringify({ blocks: [] }))).toBe(true);
    expect(isEditorContentEmpty(JSON.stringify({ blocks: [{ type: 'paragraph', data: { text: 'x' } }] }))).toBe(false);
    expect(isEditorContentEmpty('{not json')).toBe(false);
  });

  it('treats other shapes as empty', () => {
    expect(isEditorContentEmpty(undefined)).toBe(true);
    expect(isEditorContentEmpty(42)).toBe(true);
    expect(isEditorContentEmpty({ text: 'x' })).toBe(true);
  });
});
