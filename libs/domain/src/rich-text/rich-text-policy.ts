// What rich text (help pages, notices) may hold. The server's sanitiser (libs/server-kit) and the
// browser's renderer (libs/ui RichTextView) follow this one allow-list, so a page shows only what the
// server would have kept.
export const RICH_TEXT_TAGS = [
  'h1',
  'h2',
  'h3',
  'h4',
  'p',
  'br',
  'hr',
  'strong',
  'b',
  'em',
  'i',
  'u',
  's',
  'code',
  'pre',
  'blockquote',
  'ul',
  'ol',
  'li',
  'a',
  'img',
  'table',
  'thead',
  'tbody',
  'tr',
  'th',
  'td',
] as const;
export type RichTextTag = (typeof RICH_TEXT_TAGS)[number];

// No style, class or id (nothing can overlay the page or reuse its CSS), no event handlers.
export const RICH_TEXT_ATTRIBUTES: Readonly<Partial<Record<RichTextTag, readonly string[]>>> = {
  a: ['href', 'title', 'rel', 'target'],
  img: ['src', 'alt', 'title'],
  ol: ['start'],
  th: ['colspan', 'rowspan'],
  td: ['colspan', 'rowspan'],
};

export const isRichTextTag = (tag: string): tag is RichTextTag => (RICH_TEXT_TAGS as readonly string[]).includes(tag);

export const LINK_REL = 'noopener noreferrer';
const LINK_PROTOCOLS = ['http:', 'https:', 'mailto:'];

// The address of an uploaded file as rich text stores it: the path only, so a page keeps working when
// the API moves; the browser puts its API origin in front (libs/ui).
export const ATTACHMENT_PATH_PREFIX = '/api/files/';
const ATTACHMENT_URL = /^(?:https?:\/\/[^/?#]+)?\/api\/files\/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/;

export const attachmentPath = (key: string): string => `${ATTACHMENT_PATH_PREFIX}${key}`;

// The file key an image address names, when it is one of our uploads (absolute or as a path).
export function attachmentKeyOf(src: string): string | null {
  return ATTACHMENT_URL.exec(src.trim())?.[1] ?? null;
}

// Browsers drop tabs and line breaks inside URLs ('java\tscript:'), so the checks see what they see.
const asBrowserReads = (url: string): string => url.replace(/[\t\n\r]/g, '').trim();

// A link: an absolute http, https or mailto URL, or a path on this site; anything else (javascript:,
// data:, vbscript:, protocol-relative '//host') is refused.
export function safeLinkHref(href: string): string | null {
  const value = asBrowserReads(href);
  if (/^\/(?![/\\])/.test(value)) return value;
  try {
    const url = new URL(value);
    return LINK_PROTOCOLS.includes(url.protocol) ? url.href : null;
  } catch {
    return null;
  }
}

// An image: one of our uploads, stored as its path. Nothing from elsewhere, https included: the web
// app's Content-Security-Policy lets images load from itself and the API only (img-src), and an outside
// image would tell its host who read the page.
export function safeImageSrc(src: string): string | null {
  const key = attachmentKeyOf(asBrowserReads(src));
  return key ? attachmentPath(key) : null;
}
