import { attachmentTypeOf } from './attachment-types';

const bytes = (...b: number[]) => Uint8Array.from(b);
const text = (s: string) => new TextEncoder().encode(s);
const PNG = bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13);

describe('attachment types: the name and the first bytes must agree', () => {
  it('accepts an image, a PDF and a text file that are what their names say', () => {
    expect(attachmentTypeOf('図.PNG', PNG)?.mimetype).toBe('image/png');
    expect(attachmentTypeOf('a.pdf', text('%PDF-1.7\n'))?.inline).toBe(true);
    expect(attachmentTypeOf('名簿.csv', text('氏名,学年\n山田,中1\n'))?.inline).toBe(false);
    expect(attachmentTypeOf('report.docx', bytes(0x50, 0x4b, 0x03, 0x04, 20))?.mimetype).toContain('wordprocessingml');
  });

  it('refuses a forged type, an unknown extension and markup posing as text', () => {
    expect(attachmentTypeOf('photo.png', text('<script>alert(1)</script>'))).toBeNull();
    expect(attachmentTypeOf('doc.pdf', PNG)).toBeNull();
    expect(attachmentTypeOf('page.html', text('<p>hi</p>'))).toBeNull();
    expect(attachmentTypeOf('image.svg', text('<svg onload="alert(1)"></svg>'))).toBeNull();
    expect(attachmentTypeOf('notes.txt', text('<!DOCTYPE html><script>alert(1)</script>'))).toBeNull();
    expect(attachmentTypeOf('run.txt', bytes(0x4d, 0x5a, 0x90, 0x00))).toBeNull();
    expect(attachmentTypeOf('noextension', PNG)).toBeNull();
  });

  it('judges a text head cut inside a multi-byte character', () => {
    const full = text('あいう');
    expect(attachmentTypeOf('a.txt', full.subarray(0, full.length - 1))).not.toBeNull();
  });
});
