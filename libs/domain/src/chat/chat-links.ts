import { safeLinkHref } from '../rich-text/rich-text-policy';

// A chat message is plain text; only http(s) addresses in it become links (issue 28). Anything else
// that looks like a scheme (javascript:, data:, vbscript:, …) stays text, so a message can never
// carry script into the room. Only what starts http:// or https:// is a candidate, and the rich
// text's link rule (safeLinkHref) has the last word on it.
export type ChatTextPart = { kind: 'text'; text: string } | { kind: 'link'; text: string; href: string };

// An address runs over URL characters (RFC 3986's, ASCII only: Japanese text often follows a link
// without a space) from http:// or https://.
const ADDRESS = /https?:\/\/[A-Za-z0-9\-._~:/?#[\]@!$&'()*+,;=%]+/gi;
// Sentence punctuation after an address is not part of it.
const TRAILING = /[.,;:!?'\]]+$/;

const trimmed = (raw: string): string => {
  let s = raw.replace(TRAILING, '');
  // a closing parenthesis belongs to the address only when it opened one
  while (s.endsWith(')') && (s.match(/\(/g)?.length ?? 0) < (s.match(/\)/g)?.length ?? 0))
    s = s.slice(0, -1).replace(TRAILING, '');
  return s;
};

// The message as text and link parts, in order; joined, their texts are the message.
export function chatTextParts(text: string): ChatTextPart[] {
  const parts: ChatTextPart[] = [];
  let at = 0;
  const pushText = (t: string) => {
    if (!t) return;
    const last = parts[parts.length - 1];
    if (last?.kind === 'text') last.text += t;
    else parts.push({ kind: 'text', text: t });
  };
  for (const m of text.matchAll(ADDRESS)) {
    const start = m.index;
    const address = trimmed(m[0]);
    const href = safeLinkHref(address);
    pushText(text.slice(at, start));
    if (href) parts.push({ kind: 'link', text: address, href });
    else pushText(address);
    at = start + address.length;
  }
  pushText(text.slice(at));
  return parts;
}
