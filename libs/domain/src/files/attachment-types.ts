// The files rich-text pages accept as attachments: each by its name's extension AND its first bytes
// (magic numbers), so a renamed executable or an HTML page called .png is refused. The type the file
// is served with comes from here, never from what the browser claimed.
export type AttachmentType = {
  extensions: readonly string[];
  mimetype: string;
  // shown in the page (images, PDF) rather than downloaded
  inline: boolean;
  matches: (head: Uint8Array) => boolean;
};

const startsWith =
  (...bytes: number[]) =>
  (head: Uint8Array, offset = 0): boolean =>
    bytes.every((b, i) => head[offset + i] === b);
const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0));

const PNG = startsWith(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a);
const JPEG = startsWith(0xff, 0xd8, 0xff);
const GIF = (h: Uint8Array) => startsWith(...ascii('GIF87a'))(h) || startsWith(...ascii('GIF89a'))(h);
const WEBP = (h: Uint8Array) => startsWith(...ascii('RIFF'))(h) && startsWith(...ascii('WEBP'))(h, 8);
const PDF = startsWith(...ascii('%PDF-'));
// Office Open XML files are ZIP archives; the legacy ones are OLE compound files.
const ZIP = startsWith(0x50, 0x4b, 0x03, 0x04);
const OLE = startsWith(0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1);
const MP4 = (h: Uint8Array) => startsWith(...ascii('ftyp'))(h, 4);

// Plain text has no magic number: UTF-8 (with or without BOM) and no control bytes but tab and line
// breaks; markup that a browser would run as a page (<html, <script, <svg) is refused too.
const TEXT = (head: Uint8Array): boolean => {
  let text: string;
  try {
    // streaming: the head may end inside a multi-byte character, which is not an error
    text = new TextDecoder('utf-8', { fatal: true }).decode(head, { stream: true });
  } catch {
    return false;
  }
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/.test(text)) return false;
  return !/<\s*(html|script|svg|iframe|body|head|meta|!doctype)\b/i.test(text);
};

export const ATTACHMENT_TYPES: readonly AttachmentType[] = [
  { extensions: ['.png'], mimetype: 'image/png', inline: true, matches: PNG },
  { extensions: ['.jpg', '.jpeg'], mimetype: 'image/jpeg', inline: true, matches: JPEG },
  { extensions: ['.gif'], mimetype: 'image/gif', inline: true, matches: GIF },
  { extensions: ['.webp'], mimetype: 'image/webp', inline: true, matches: WEBP },
  { extensions: ['.pdf'], mimetype: 'application/pdf', inline: true, matches: PDF },
  {
    extensions: ['.docx'],
    mimetype: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    inline: false,
    matches: ZIP,
  },
  {
    extensions: ['.xlsx'],
    mimetype: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    inline: false,
    matches: ZIP,
  },
  {
    extensions: ['.pptx'],
    mimetype: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
    inline: false,
    matches: ZIP,
  },
  { extensions: ['.doc'], mimetype: 'application/msword', inline: false, matches: OLE },
  { extensions: ['.xls'], mimetype: 'application/vnd.ms-excel', inline: false, matches: OLE },
  { extensions: ['.ppt'], mimetype: 'application/vnd.ms-powerpoint', inline: false, matches: OLE },
  { extensions: ['.zip'], mimetype: 'application/zip', inline: false, matches: ZIP },
  { extensions: ['.mp4'], mimetype: 'video/mp4', inline: false, matches: MP4 },
  { extensions: ['.txt'], mimetype: 'text/plain; charset=utf-8', inline: false, matches: TEXT },
  { extensions: ['.csv'], mimetype: 'text/csv; charset=utf-8', inline: false, matches: TEXT },
];

// How many first bytes the check needs (a text file is judged on this much).
export const ATTACHMENT_HEAD_BYTES = 4096;

// The file picker's accept list for attachments.
export const ATTACHMENT_ACCEPT: readonly string[] = ATTACHMENT_TYPES.flatMap((t) => t.extensions);
export const IMAGE_ACCEPT: readonly string[] = ATTACHMENT_TYPES.filter((t) => t.mimetype.startsWith('image/')).flatMap(
  (t) => t.extensions,
);

const extensionOf = (name: string): string => {
  const dot = name.lastIndexOf('.');
  return dot < 0 ? '' : name.slice(dot).toLowerCase();
};

// The type of an upload whose name and first bytes agree; null when either is refused.
export function attachmentTypeOf(name: string, head: Uint8Array): AttachmentType | null {
  const type = ATTACHMENT_TYPES.find((t) => t.extensions.includes(extensionOf(name)));
  return type && type.matches(head) ? type : null;
}
