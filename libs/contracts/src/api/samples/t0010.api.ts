import type { BrowseInput, BrowseOutput } from '../../browse';
import { STAFF_ROLE_CODES } from '../../routes/catalogue';
import { api, byRole } from '../define';

// T0010 sample pages (SPEC §2 T0010List, T0010Table): a small seeded table read through the generic
// list page's doBrowse, with the optional column and filter definitions of SPEC §7.
export const T0010_CATEGORIES = [1, 2, 3] as const;
export type T0010Category = (typeof T0010_CATEGORIES)[number];
export type T0010Row = {
  sample_no: number;
  name: string;
  kana: string;
  category: T0010Category;
  amount: number;
  sample_date: string;
};
export type T0010Search = { search?: string; category?: T0010Category | null };
export type T0010BrowseInput = BrowseInput & { searchInfo: T0010Search };

// A column of the list: the row field it shows, its title (an i18n key) and whether it sorts.
export type T0010Column = { field: keyof T0010Row; titleKey: string; sortable: boolean; width: number };
// A filter beside the search box: the searchInfo key it sets and the values it offers.
export type T0010Filter = { key: 'category'; titleKey: string; options: { value: T0010Category; labelKey: string }[] };

// No menu entry names the sample pages: whoever may open their staff routes may read them.
const SAMPLES = byRole(...STAFF_ROLE_CODES);

export const T0010_APIS = {
  T0010_doBrowse: api<T0010BrowseInput, BrowseOutput<T0010Row>>()('masters', SAMPLES),
  T0010_getColumns: api<Record<string, never>, { columns: T0010Column[] }>()('masters', SAMPLES),
  T0010_getFilters: api<Record<string, never>, { filters: T0010Filter[] }>()('masters', SAMPLES),
} as const;
