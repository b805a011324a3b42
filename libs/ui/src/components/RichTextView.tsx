import {
  ATTACHMENT_PATH_PREFIX,
  isRichTextTag,
  LINK_REL,
  RICH_TEXT_ATTRIBUTES,
  safeImageSrc,
  safeLinkHref,
  type RichTextTag,
} from '@school/domain';
import { createElement, useMemo, type ReactNode } from 'react';
import { useApi } from './ServicesContext';

// Elements whose whitespace-only text React must not render (it is not valid inside them).
const NO_TEXT: ReadonlySet<string> = new Set(['ul', 'ol', 'table', 'thead', 'tbody', 'tr']);

// React sets styles through the DOM's style object, which a Content-Security-Policy without
// 'unsafe-inline' allows.
const IMAGE_STYLE = { maxWidth: '100%', height: 'auto' } as const;

type Props = { html: string; testId?: string };

// The attributes of the allow-list, each checked again: links and images through the same rules as
// the server, numbers as numbers; anything else (style, on*, class) is never copied.
function propsOf(el: Element, tag: RichTextTag, apiUrl: string): Record<string, string | number> | null {
  const props: Record<string, string | number> = {};
  for (const name of RICH_TEXT_ATTRIBUTES[tag] ?? []) {
    const value = el.getAttribute(name);
    if (value === null) continue;
    if (name === 'href') {
      const href = safeLinkHref(value);
      if (href) Object.assign(props, { href, rel: LINK_REL, target: '_blank' });
    } else if (name === 'src') {
      const src = safeImageSrc(value);
      if (!src) return null;
      props.src = src.startsWith(ATTACHMENT_PATH_PREFIX) ? `${apiUrl}${src}` : src;
    } else if (name === 'colspan' || name === 'rowspan' || name === 'start') {
      const n = Number(value);
      if (Number.isInteger(n) && n > 0 && n < 1000) props[{ colspan: 'colSpan', rowspan: 'rowSpan', start: 'start' }[name]] = n;
    } else if (name === 'title' || name === 'alt') {
      props[name] = value;
    }
  }
  if (tag === 'img' && !props.src) return null;
  return props;
}

function toReact(node: Node, key: number, apiUrl: string, parent: string): ReactNode {
  if (node.nodeType === Node.TEXT_NODE) {
    const text = node.textContent ?? '';
    return NO_TEXT.has(parent) && text.trim() === '' ? null : text;
  }
  if (node.nodeType !== Node.ELEMENT_NODE) return null;
  const el = node as Element;
  const tag = el.tagName.toLowerCase();
  // outside the allow-list: the element goes with what it holds
  if (!isRichTextTag(tag)) return null;
  const props = propsOf(el, tag, apiUrl);
  if (!props) return null;
  if (tag === 'img') return createElement(tag, { key, ...props, style: IMAGE_STYLE });
  if (tag === 'br' || tag === 'hr') return createElement(tag, { key, ...props });
  return createElement(tag, { key, ...props }, ...Array.from(el.childNodes, (child, i) => toReact(child, i, apiUrl, tag)));
}

// Shows stored rich text (help pages, notices). Safe without dangerouslySetInnerHTML: the server
// stored it sanitised, and here DOMParser reads it into an inert document (its scripts never run, its
// images never load) from which only the allow-list's elements and checked attributes become React
// elements — text stays text, so even markup that got past the server cannot run here.
export function RichTextView({ html, testId }: Props) {
  const api = useApi();
  const content = useMemo(() => {
    const body = new DOMParser().parseFromString(html, 'text/html').body;
    return Array.from(body.childNodes, (child, i) => toReact(child, i, api.apiUrl, 'body'));
  }, [html, api.apiUrl]);
  return <div data-testid={testId}>{content}</div>;
}
