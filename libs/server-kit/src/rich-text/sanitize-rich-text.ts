import {
  isEditorDocument,
  LINK_REL,
  RICH_TEXT_ATTRIBUTES,
  RICH_TEXT_TAGS,
  safeImageSrc,
  safeLinkHref,
  attachmentKeyOf,
  type EditorDocument,
} from '@school/domain';
import sanitizeHtml from 'sanitize-html';

// Rich text (help pages, notices) is stored as HTML that went through this, and only this: the
// allow-list of libs/domain, links with http/https/mailto (opened with rel="noopener noreferrer"),
// images from our uploads only (the CSP's img-src loads nothing else). Everything else — script, style, event handlers, javascript: and
// data: URLs, iframes, forms, SVG — is dropped, the text of dropped script-like elements with it.
const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [...RICH_TEXT_TAGS],
  allowedAttributes: Object.fromEntries(Object.entries(RICH_TEXT_ATTRIBUTES).map(([tag, attrs]) => [tag, [...attrs]])),
  allowedSchemes: ['http', 'https', 'mailto'],
  // an image is a path to our uploads by then (safeImageSrc): no scheme at all
  allowedSchemesByTag: { img: [] },
  allowedSchemesAppliedToAttributes: ['href', 'src'],
  allowProtocolRelative: false,
  allowedStyles: {},
  disallowedTagsMode: 'discard',
  nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'title', 'iframe', 'xmp', 'noembed', 'noframes', 'template'],
  parser: { lowerCaseTags: true, lowerCaseAttributeNames: true },
  transformTags: {
    a: (tagName, attribs) => {
      const href = safeLinkHref(attribs.href ?? '');
      if (!href) return { tagName, attribs: {} };
      return {
        tagName,
        attribs: { href, rel: LINK_REL, target: '_blank', ...(attribs.title ? { title: attribs.title } : {}) },
      };
    },
    img: (tagName, attribs) => {
      const src = safeImageSrc(attribs.src ?? '');
      const rest = Object.fromEntries(['alt', 'title'].filter((a) => attribs[a] !== undefined).map((a) => [a, attribs[a]]));
      return { tagName, attribs: src ? { src, ...rest } : {} };
    },
  },
  // an image whose address was refused goes as a whole
  exclusiveFilter: (frame) => frame.tag === 'img' && !frame.attribs.src,
};

export function sanitizeRichText(html: string): string {
  return sanitizeHtml(html, OPTIONS);
}

// The upload keys a stored rich text's images name (so their files can be served to its readers).
export function attachmentKeysIn(sanitized: string): string[] {
  const keys = new Set<string>();
  sanitizeHtml(sanitized, {
    allowedTags: ['img'],
    allowedAttributes: { img: ['src'] },
    exclusiveFilter: (frame) => {
      const key = frame.tag === 'img' ? attachmentKeyOf(frame.attribs.src ?? '') : null;
      if (key) keys.add(key);
      return false;
    },
  });
  return [...keys];
}

const escapeText = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const inline = (value: unknown): string =>
  typeof value === 'string' ? value : typeof value === 'number' ? escapeText(String(value)) : '';

// Rich text saved before the HTML editor was an EditorJS document ({ blocks }); its blocks become the
// same HTML the editor writes, then go through the sanitiser like any input.
export function editorDocumentToHtml(doc: EditorDocument): string {
  const html = doc.blocks
    .map((block) => {
      const data = (block.data ?? {}) as Record<string, unknown>;
      switch (block.type) {
        case 'header': {
          const level = Math.min(4, Math.max(1, Number(data.level) || 3));
          return `<h${level}>${inline(data.text)}</h${level}>`;
        }
        case 'list': {
          const tag = data.style === 'ordered' ? 'ol' : 'ul';
          const items = Array.isArray(data.items) ? data.items : [];
          return `<${tag}>${items.map((item) => `<li>${inline(typeof item === 'object' && item ? (item as { content?: unknown }).content : item)}</li>`).join('')}</${tag}>`;
        }
        case 'quote':
          return `<blockquote>${inline(data.text)}</blockquote>`;
        case 'delimiter':
          return '<hr>';
        case 'image': {
          const file = (data.file ?? {}) as { url?: unknown };
          return typeof file.url === 'string' ? `<p><img src="${file.url.replace(/"/g, '&quot;')}" alt=""></p>` : '';
        }
        default:
          return `<p>${inline(data.text)}</p>`;
      }
    })
    .join('');
  return sanitizeRichText(html);
}

// Stored rich text as HTML whatever it was saved as (an EditorJS document in JSON text, or HTML).
export function richTextToHtml(stored: string): string {
  const trimmed = stored.trim();
  if (trimmed.startsWith('{')) {
    try {
      const parsed: unknown = JSON.parse(trimmed);
      if (isEditorDocument(parsed)) return editorDocumentToHtml(parsed);
    } catch {
      // not JSON: HTML
    }
  }
  return sanitizeRichText(stored);
}
