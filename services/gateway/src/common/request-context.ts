import { DEFAULT_LOCALE, isLocale, REQUEST_ID_HEADER, type Locale } from '@school/contracts';
import { randomUUID } from 'node:crypto';
import { type Request } from 'express';

// Request ids: taken from a trusted-looking header or made here; echoed back and sent to services.
export const requestIdOf = (req: Request): string => {
  const cached = (req as Request & { requestId?: string }).requestId;
  if (cached) return cached;
  const given = req.header(REQUEST_ID_HEADER);
  const id = given && /^[A-Za-z0-9-]{8,64}$/.test(given) ? given : randomUUID();
  (req as Request & { requestId?: string }).requestId = id;
  return id;
};

// The caller's language before any session exists: Accept-Language, else Japanese.
export const localeFromHeaders = (req: Request): Locale => {
  const header = req.header('accept-language') ?? '';
  for (const part of header.split(',')) {
    const tag = part.split(';')[0].trim().toLowerCase();
    if (tag.startsWith('ja')) return 'ja';
    if (tag.startsWith('en')) return 'en';
    if (tag === 'zh-hant' || tag.startsWith('zh-tw') || tag.startsWith('zh-hk') || tag.startsWith('zh-hant')) return 'zh-Hant';
  }
  return isLocale(DEFAULT_LOCALE) ? DEFAULT_LOCALE : 'ja';
};
