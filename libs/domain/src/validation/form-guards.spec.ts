import {
  acceptsFile,
  canAddMoreEntries,
  checkFiles,
  checkSubmit,
  fileKind,
  MAX_UPLOAD_BYTES,
  parseJsonText,
} from './form-guards';

const keys = (errors: { key: string }[]): string[] => errors.map((e) => e.key);

describe('submit guard', () => {
  it('refuses while uploading, then while invalid', () => {
    expect(checkSubmit({ uploading: true, valid: false })).toEqual({ key: 'form.uploading', params: {} });
    expect(checkSubmit({ uploading: true, valid: true })).toEqual({ key: 'form.uploading', params: {} });
    expect(checkSubmit({ uploading: false, valid: false })).toEqual({ key: 'form.invalid', params: {} });
    expect(checkSubmit({ uploading: false, valid: true })).toBeNull();
  });
});

describe('list of text inputs', () => {
  it('disables "add more" while an entry is blank', () => {
    expect(canAddMoreEntries([])).toBe(true);
    expect(canAddMoreEntries(['a', 'b'])).toBe(true);
    expect(canAddMoreEntries(['a', ''])).toBe(false);
    expect(canAddMoreEntries(['a', '  '])).toBe(false);
    expect(canAddMoreEntries([null])).toBe(false);
  });
});

describe('file picker', () => {
  it('limits size to 100 MB by default', () => {
    expect(MAX_UPLOAD_BYTES).toBe(104857600);
    expect(checkFiles([{ name: 'a.pdf', type: 'application/pdf', size: MAX_UPLOAD_BYTES }])).toEqual([]);
    expect(checkFiles([{ name: 'a.pdf', type: 'application/pdf', size: MAX_UPLOAD_BYTES + 1 }])).toEqual([
      { key: 'file.too_large', params: { name: 'a.pdf', max: MAX_UPLOAD_BYTES } },
    ]);
    expect(keys(checkFiles([{ name: 'a.pdf', size: 11 }], { maxBytes: 10 }))).toEqual(['file.too_large']);
  });

  it('checks accepted types and the count', () => {
    const files = [
      { name: 'a.png', type: 'image/png', size: 1 },
      { name: 'b.mp4', type: 'video/mp4', size: 1 },
    ];
    expect(checkFiles(files, { accept: ['image/*', '.mp4'] })).toEqual([]);
    expect(checkFiles(files, { accept: ['image/*'] })).toEqual([
      { key: 'file.type', params: { name: 'b.mp4', kind: 'video', accept: 'image/*' } },
    ]);
    expect(checkFiles(files, { maxCount: 2 })).toEqual([]);
    expect(keys(checkFiles(files, { maxCount: 2, alreadySelected: 1 }))).toEqual(['file.count']);
    expect(acceptsFile({ name: 'x.PDF', type: '' }, ['.pdf'])).toBe(true);
    expect(acceptsFile({ name: 'x.txt', type: 'text/plain' }, [])).toBe(true);
  });

  it('classifies types for the warnings', () => {
    expect(fileKind('image/png')).toBe('image');
    expect(fileKind('video/mp4')).toBe('video');
    expect(fileKind('audio/mpeg')).toBe('audio');
    expect(fileKind('application/pdf')).toBe('application');
    expect(fileKind('text/plain')).toBe('other');
    expect(fileKind(undefined)).toBe('other');
  });
});

describe('debug JSON editor', () => {
  it('gives the invalid-JSON error', () => {
    expect(parseJsonText('{"a":1}')).toEqual({ ok: true, value: { a: 1 } });
    expect(parseJsonText('{a:1}')).toEqual({ ok: false, error: { key: 'debug.invalidJson', params: {} } });
  });
});
