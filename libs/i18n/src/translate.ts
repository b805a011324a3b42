import { DEFAULT_LOCALE, type Locale } from '@school/contracts';
import { en } from './catalogue/en';
import { ja, type Catalogue, type MessageKey } from './catalogue/ja';
import { zhHant } from './catalogue/zh-Hant';

export const CATALOGUES: Record<Locale, Catalogue> = { ja, en, 'zh-Hant': zhHant };

const lookup = (catalogue: Catalogue, key: string): string | undefined => {
  let node: unknown = catalogue;
  for (const part of key.split('.')) {
    if (typeof node !== 'object' || node === null) return undefined;
    node = (node as Record<string, unknown>)[part];
  }
  return typeof node === 'string' ? node : undefined;
};

// {name} placeholders, the style the spec's own texts use ('{n}桁以内にしてください').
export const interpolate = (text: string, params: Record<string, string | number> = {}): string =>
  text.replace(/\{(\w+)\}/g, (whole, name: string) => (name in params ? String(params[name]) : whole));

// Falls back to Japanese, then to the key itself, so a missing text is visible but never fatal.
export const translate = (locale: Locale, key: string, params?: Record<string, string | number>): string =>
  interpolate(lookup(CATALOGUES[locale], key) ?? lookup(CATALOGUES[DEFAULT_LOCALE], key) ?? key, params);

export const hasKey = (locale: Locale, key: string): boolean => lookup(CATALOGUES[locale], key) !== undefined;

// A key computed at run time (e.g. a rule's 'validation.<rule>' from libs/domain) checked against
// the Japanese catalogue.
export const isMessageKey = (key: string): key is MessageKey => lookup(ja, key) !== undefined;

// Every leaf key of a catalogue, for the completeness test and tooling.
export const keysOf = (node: unknown, prefix = ''): string[] =>
  typeof node === 'string'
    ? [prefix]
    : Object.entries(node as Record<string, unknown>).flatMap(([k, v]) => keysOf(v, prefix ? `${prefix}.${k}` : k));
