// The generic list page's wire (SPEC §3, §7 doBrowse; §9 page sizes), shared by the Browse page and
// every service's doBrowse.
export const DEFAULT_PAGE_SIZE = 30;
export const PAGE_SIZE_OPTIONS: readonly number[] = [10, 15, 25, 50];
// Lists that page by another size (teacher availability: 10) stay within this bound.
export const MAX_PAGE_SIZE = 100;

export type Pagination = { current_page: number; last_page: number; per_page: number; total: number };
export type OrderBy = { column: string; direction: 'asc' | 'desc' };
export type SearchInfo = Readonly<Record<string, unknown>>;

export type BrowseInput = { searchInfo: SearchInfo; orderBy: OrderBy[]; pagination: { current_page: number; per_page: number } };
export type BrowseOutput<Row> = { data: Row[]; pagination: Pagination };

// Every edited row carries its lock_version; a save or delete names the version it read (SPEC §8 409).
export type Locked = { lock_version: number };
