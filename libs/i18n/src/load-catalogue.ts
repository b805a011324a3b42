import type { Locale } from '@school/contracts';
import type { Catalogue } from './catalogue/ja';

// One locale's catalogue, fetched when needed: a browser downloads only the texts of the language it
// shows (the servers use CATALOGUES, all three at once).
const LOADERS: Record<Locale, () => Promise<Catalogue>> = {
  ja: () => import('./catalogue/ja').then((m) => m.ja),
  en: () => import('./catalogue/en').then((m) => m.en),
  'zh-Hant': () => import('./catalogue/zh-Hant').then((m) => m.zhHant),
};

export const loadCatalogue = (locale: Locale): Promise<Catalogue> => LOADERS[locale]();
