import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE, type BrowseOutput, type OrderBy } from '@school/contracts';
import { validationError, type FieldMessages } from '../errors/app-error';

type Queryable = { query: (sql: string, params?: unknown[]) => Promise<unknown> };

// A filter turns one searchInfo value into a condition; `param` adds a bind parameter and returns
// its placeholder. Returning null means "no condition" (e.g. an empty select).
export type BrowseFilter = (value: unknown, param: (v: unknown) => string) => string | null;

export type BrowseSpec = {
  // FROM clause with its joins, e.g. `"masters"."center" c`
  from: string;
  // API column → SQL expression; the answer's rows carry exactly these names.
  columns: Readonly<Record<string, string>>;
  // Expressions the free-text searchInfo.search matches (case-insensitive, partial).
  searchColumns: readonly string[];
  filters?: Readonly<Record<string, BrowseFilter>>;
  // A condition every row meets (e.g. group_flag = 0).
  where?: string;
  defaultOrder: readonly OrderBy[];
  // Unique column that makes paging stable when the chosen order has ties.
  key: string;
};

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

type CompiledBrowse = { select: string; whereSql: string; orderSql: string; params: unknown[]; page: number; size: number };

// Checks the input and builds the list's SQL parts: search, filters, order from a whitelist, paging.
// Bad paging or an unknown order column is a 422, never SQL.
const compileBrowse = (spec: BrowseSpec, rawInput: unknown): CompiledBrowse => {
  const input = isRecord(rawInput) ? rawInput : {};
  const errors: FieldMessages = {};
  const paging = isRecord(input.pagination) ? input.pagination : {};
  const page = paging.current_page ?? 1;
  const perPage = paging.per_page ?? DEFAULT_PAGE_SIZE;
  if (!Number.isInteger(page) || (page as number) < 1 || (page as number) > 1_000_000)
    errors.current_page = ['validation.integer'];
  if (!Number.isInteger(perPage) || (perPage as number) < 1 || (perPage as number) > MAX_PAGE_SIZE)
    errors.per_page = ['validation.integer'];
  const orderBy = Array.isArray(input.orderBy) ? input.orderBy : [];
  const order: string[] = [];
  for (const o of orderBy) {
    const column = isRecord(o) && typeof o.column === 'string' ? o.column : '';
    const direction = isRecord(o) && (o.direction === 'asc' || o.direction === 'desc') ? o.direction : null;
    // own keys only: 'valueOf' or 'constructor' must not find Object.prototype's
    if (!Object.hasOwn(spec.columns, column) || !direction) {
      errors.orderBy = [{ key: 'validation.oneOf', params: { values: Object.keys(spec.columns).join(', ') } }];
      break;
    }
    order.push(`${spec.columns[column]} ${direction.toUpperCase()}`);
  }
  const searchInfo = isRecord(input.searchInfo) ? input.searchInfo : {};
  const search = searchInfo.search ?? '';
  if (typeof search !== 'string' || search.length > 200) errors.search = [{ key: 'validation.max', params: { length: 200 } }];
  if (Object.keys(errors).length) throw validationError(errors);

  const params: unknown[] = [];
  const param = (v: unknown) => {
    params.push(v);
    return `$${params.length}`;
  };
  const where: string[] = spec.where ? [spec.where] : [];
  const words = (search as string).trim().split(/\s+/).filter(Boolean);
  for (const word of words) {
    const p = param(`%${escapeLike(word)}%`);
    where.push(`(${spec.searchColumns.map((c) => `(${c})::text ILIKE ${p}`).join(' OR ')})`);
  }
  for (const [key, filter] of Object.entries(spec.filters ?? {})) {
    const value = searchInfo[key];
    if (value === undefined || value === null || value === '') continue;
    const condition = filter(value, param);
    if (condition) where.push(`(${condition})`);
  }
  const orderSql = [
    ...(order.length ? order : spec.defaultOrder.map((o) => `${spec.columns[o.column]} ${o.direction.toUpperCase()}`)),
    `${spec.key} ASC`,
  ].join(', ');
  const select = Object.entries(spec.columns)
    .map(([name, expr]) => `${expr} AS "${name}"`)
    .join(', ');
  const whereSql = where.length ? `WHERE ${where.join(' AND ')}` : '';
  return { select, whereSql, orderSql, params, page: page as number, size: perPage as number };
};

// One page of the list: the count of every match, and the page's rows.
export const browsePageQuery = (
  spec: BrowseSpec,
  rawInput: unknown,
): { countSql: string; rowsSql: string; params: unknown[]; page: number; size: number } => {
  const { select, whereSql, orderSql, params, page, size } = compileBrowse(spec, rawInput);
  return {
    countSql: `SELECT count(*)::int AS total FROM ${spec.from} ${whereSql}`,
    rowsSql: `SELECT ${select} FROM ${spec.from} ${whereSql} ORDER BY ${orderSql} LIMIT ${size} OFFSET ${(page - 1) * size}`,
    params,
    page,
    size,
  };
};

// The one doBrowse implementation (SPEC §3 generic list page): search, filters, order, paging.
export const runBrowse = async <Row>(db: Queryable, spec: BrowseSpec, rawInput: unknown): Promise<BrowseOutput<Row>> => {
  const { countSql, rowsSql, params, page, size } = browsePageQuery(spec, rawInput);
  const [{ total }] = (await db.query(countSql, params)) as { total: number }[];
  const lastPage = Math.max(1, Math.ceil(total / size));
  const data = (await db.query(rowsSql, params)) as Row[];
  return { data, pagination: { current_page: page, last_page: lastPage, per_page: size, total } };
};

// How many rows the list without paging has.
export const countBrowseList = async (db: Queryable, spec: BrowseSpec, rawInput: unknown): Promise<number> => {
  const { countSql, params } = browseListQuery(spec, rawInput);
  const [{ total }] = (await db.query(countSql, params)) as { total: number }[];
  return total;
};

// The same list without paging (searchInfo and orderBy of the input), e.g. for a CSV export.
export const browseListQuery = (
  spec: BrowseSpec,
  rawInput: unknown,
): { countSql: string; rowsSql: string; params: unknown[] } => {
  const input = isRecord(rawInput) ? { searchInfo: rawInput.searchInfo, orderBy: rawInput.orderBy } : {};
  const { select, whereSql, orderSql, params } = compileBrowse(spec, input);
  return {
    countSql: `SELECT count(*)::int AS total FROM ${spec.from} ${whereSql}`,
    rowsSql: `SELECT ${select} FROM ${spec.from} ${whereSql} ORDER BY ${orderSql}`,
    params,
  };
};
