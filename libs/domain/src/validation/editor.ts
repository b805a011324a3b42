// Rich-text content (support pages, notices) arrives either as an EditorJS-like document
// { blocks: [{ type, data }] } or as an HTML string. Both count as empty unless some block
// carries visible text or media.

export type EditorBlock = { type?: string; data?: unknown };
export type EditorDocument = { blocks: readonly EditorBlock[] };

const MEDIA_TAG_RE = /<(img|video|audio|iframe|embed|object)\b/i;

const ENTITY_SPACES_RE = /&nbsp;|&#160;|&#xa0;|&ensp;|&emsp;|&thinsp;|&zwnj;|&zwj;|&#8203;|&#x200b;/gi;

export function htmlToText(html: string): string {
  return html
    .replace(/<!--[\s\S]*?-->/g, '')
    .replace(/<(script|style)\b[\s\S]*?<\/\1>/gi, '')
    .replace(/<[^>]*>/g, '')
    .replace(ENTITY_SPACES_RE, ' ')
    .replace(/\u200b|\u200c|\u200d|\ufeff/g, '')
    .trim();
}

export function isHtmlEmpty(html: string): boolean {
  return !MEDIA_TAG_RE.test(html) && htmlToText(html) === '';
}

// Block settings, not content: an empty list still says style 'ordered', an empty quote 'left'.
const SETTING_KEYS: ReadonlySet<string> = new Set([
  'style',
  'alignment',
  'align',
  'level',
  'type',
  'service',
  'tunes',
  'meta',
  'withBorder',
  'withBackground',
  'withHeadings',
  'stretched',
  'checked',
  'width',
  'height',
]);

// Any other string inside a block's data (text, list items, table cells, image url …) makes it non-empty.
function hasContent(data: unknown): boolean {
  if (typeof data === 'string') return !isHtmlEmpty(data);
  if (Array.isArray(data)) return data.some(hasContent);
  if (data !== null && typeof data === 'object') {
    return Object.entries(data).some(([key, v]) => !SETTING_KEYS.has(key) && hasContent(v));
  }
  return false;
}

export function isEditorDocument(value: unknown): value is EditorDocument {
  return value !== null && typeof value === 'object' && Array.isArray((value as { blocks?: unknown }).blocks);
}

export function isEditorContentEmpty(value: unknown): boolean {
  if (value === null || value === undefined) return true;
  if (typeof value === 'string') {
    const trimmed = value.trim();
    // Saved editor documents are stored as JSON text; read them as documents, not HTML.
    if (trimmed.startsWith('{')) {
      try {
        const parsed: unknown = JSON.parse(trimmed);
        if (isEditorDocument(parsed)) return isEditorContentEmpty(parsed);
      } catch {
        // not JSON: fall through and treat it as HTML
      }
    }
    return isHtmlEmpty(value);
  }
  if (isEditorDocument(value)) return !value.blocks.some((b) => b !== null && typeof b === 'object' && hasContent(b.data));
  return true;
}
