import {
  DEFAULT_PAGE_SIZE,
  PAGE_SIZE_OPTIONS,
  type BrowseInput,
  type BrowseOutput,
  type OrderBy,
  type Pagination,
  type SearchInfo,
} from '@school/contracts';

export {
  DEFAULT_PAGE_SIZE,
  PAGE_SIZE_OPTIONS,
  type BrowseInput,
  type BrowseOutput,
  type OrderBy,
  type Pagination,
  type SearchInfo,
};

// Browse page state (SPEC §3 generic list page, §4 browse status, §9 page sizes).
export const BROWSE_STATUSES = [
  'init',
  'loading',
  'noData',
  'loaded',
  'error',
  'loading_nextPage',
  'loaded_nextPage',
  'error_nextPage',
] as const;
export type BrowseStatus = (typeof BROWSE_STATUSES)[number];

export type BrowseState<Row> = {
  status: BrowseStatus;
  rows: Row[];
  // the row picked in the grid, and every row ticked where several can be (the first of them is row)
  row: Row | null;
  selected: Row[];
  pagination: Pagination;
  searchInfo: SearchInfo;
  orderBy: OrderBy[];
  // the request whose answer is awaited; answers of older requests are dropped
  seq: number;
};

export type BrowseAction<Row> =
  | { type: 'load'; page?: number }
  | { type: 'nextPage' }
  | { type: 'loaded'; seq: number; output: BrowseOutput<Row> }
  | { type: 'failed'; seq: number }
  | { type: 'search'; searchInfo: SearchInfo }
  | { type: 'order'; orderBy: OrderBy[] }
  | { type: 'pageSize'; perPage: number }
  | { type: 'select'; rows: Row[] }
  // rows taken off the list at once while a call about them runs (a read alert)…
  | { type: 'remove'; rows: Row[] }
  // …and put back where they were when the call failed, unless the list was read anew meanwhile
  | { type: 'restore'; seq: number; rows: { row: Row; index: number }[] };

export function initialBrowseState<Row>(searchInfo: SearchInfo = {}, perPage: number = DEFAULT_PAGE_SIZE): BrowseState<Row> {
  return {
    status: 'init',
    rows: [],
    row: null,
    selected: [],
    pagination: { current_page: 1, last_page: 1, per_page: perPage, total: 0 },
    searchInfo,
    orderBy: [],
    seq: 0,
  };
}

// A list that shows its rows: read at once, or grown by next pages.
export const isBrowseLoaded = (status: BrowseStatus): boolean => status === 'loaded' || status === 'loaded_nextPage';

export const isBrowseBusy = (status: BrowseStatus): boolean => status === 'loading' || status === 'loading_nextPage';

// A next page that failed may be asked for again (its page number went back when it failed).
const NEXT_PAGE_FROM: readonly BrowseStatus[] = ['loaded', 'loaded_nextPage', 'error_nextPage'];
export const hasNextPage = (state: BrowseState<unknown>): boolean =>
  NEXT_PAGE_FROM.includes(state.status) && state.pagination.current_page < state.pagination.last_page;

// Search, order and page size start again from page 1 (the caller then dispatches load).
export function browseReducer<Row>(state: BrowseState<Row>, action: BrowseAction<Row>): BrowseState<Row> {
  switch (action.type) {
    case 'load':
      return {
        ...state,
        status: 'loading',
        seq: state.seq + 1,
        pagination: { ...state.pagination, current_page: Math.max(1, action.page ?? state.pagination.current_page) },
      };
    case 'nextPage':
      if (!hasNextPage(state)) return state;
      return {
        ...state,
        status: 'loading_nextPage',
        seq: state.seq + 1,
        pagination: { ...state.pagination, current_page: state.pagination.current_page + 1 },
      };
    case 'loaded': {
      if (action.seq !== state.seq || !isBrowseBusy(state.status)) return state;
      const { data, pagination } = action.output;
      // Next page appends (SPEC §4: loading_nextPage → loaded_nextPage, a loaded list that grew; issue 29).
      if (state.status === 'loading_nextPage')
        return { ...state, status: 'loaded_nextPage', rows: [...state.rows, ...data], pagination };
      return { ...state, status: pagination.total > 0 ? 'loaded' : 'noData', rows: data, pagination, row: null, selected: [] };
    }
    case 'failed':
      if (action.seq !== state.seq || !isBrowseBusy(state.status)) return state;
      if (state.status === 'loading_nextPage') {
        // the page that failed was not shown: current_page goes back so "next" retries it
        return {
          ...state,
          status: 'error_nextPage',
          pagination: { ...state.pagination, current_page: state.pagination.current_page - 1 },
        };
      }
      return { ...state, status: 'error', rows: [] };
    case 'search':
      return { ...state, searchInfo: action.searchInfo, pagination: { ...state.pagination, current_page: 1 } };
    case 'order':
      return { ...state, orderBy: action.orderBy, pagination: { ...state.pagination, current_page: 1 } };
    case 'pageSize':
      if (!Number.isInteger(action.perPage) || action.perPage < 1) return state;
      return { ...state, pagination: { ...state.pagination, per_page: action.perPage, current_page: 1 } };
    case 'select':
      return { ...state, row: action.rows[0] ?? null, selected: action.rows };
    case 'remove': {
      const gone = new Set(action.rows);
      const rows = state.rows.filter((r) => !gone.has(r));
      const removed = state.rows.length - rows.length;
      if (!removed) return state;
      const total = Math.max(0, state.pagination.total - removed);
      return {
        ...state,
        status: rows.length === 0 && total === 0 && isBrowseLoaded(state.status) ? 'noData' : state.status,
        rows,
        row: state.row && gone.has(state.row) ? null : state.row,
        selected: state.selected.filter((r) => !gone.has(r)),
        pagination: { ...state.pagination, total },
      };
    }
    case 'restore': {
      if (action.seq !== state.seq) return state;
      const rows = [...state.rows];
      const back = [...action.rows].filter(({ row }) => !rows.includes(row)).sort((a, b) => a.index - b.index);
      for (const { row, index } of back) rows.splice(Math.min(index, rows.length), 0, row);
      const total = state.pagination.total + back.length;
      return {
        ...state,
        status: state.status === 'noData' && rows.length > 0 ? 'loaded' : state.status,
        rows,
        pagination: { ...state.pagination, total },
      };
    }
  }
}

export function browseInput(state: BrowseState<unknown>): BrowseInput {
  return {
    searchInfo: state.searchInfo,
    orderBy: state.orderBy,
    pagination: { current_page: state.pagination.current_page, per_page: state.pagination.per_page },
  };
}

// The page-size selector offers the spec's options plus the current size (30 by default).
export const pageSizeChoices = (current: number): number[] => [...new Set([...PAGE_SIZE_OPTIONS, current])].sort((a, b) => a - b);
