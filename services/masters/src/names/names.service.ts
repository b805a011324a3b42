import { Injectable } from '@nestjs/common';
import { type NamesBatchRow, type NamesGroupOutput } from '@school/contracts';
import { namesRowErrorKey, validateNamesRows, type NamesRowField, type ValidationError } from '@school/domain';
import {
  AppError,
  fieldMessagesOf,
  keyOf,
  lockVersionOf,
  staleError,
  validationError,
  writeEvent,
  type FieldMessages,
} from '@school/server-kit';
import { DataSource, type EntityManager } from 'typeorm';
import { NamesRepository, type StoredName } from './names.repository';

type Input = Record<string, unknown>;
type Stored = StoredName;

const MAX_ROWS = 500;
// The report dropdowns' group (SPEC §3) opens first.
const DEFAULT_GROUP = 101;

const badRequest = (detail: string) => new AppError('BAD_REQUEST', 'error.badRequest', { detail });
const isRecord = (v: unknown): v is Input => typeof v === 'object' && v !== null && !Array.isArray(v);
const text = (v: unknown): string => (typeof v === 'string' ? v : typeof v === 'number' ? String(v) : '');

type ParsedBatch = {
  namesNo: number;
  rows: (NamesBatchRow & { index: number })[];
  deleted: { names_code: string; lock_version: number }[];
};

// The batch's shape; its values are checked by the rules of libs/domain afterwards.
export const parseBatch = (input: Input): ParsedBatch => {
  const namesNo = keyOf(input, 'names_no');
  if (!Array.isArray(input.rows) || !Array.isArray(input.deleted)) throw badRequest('rows and deleted must be lists');
  if (input.rows.length > MAX_ROWS) throw badRequest(`at most ${MAX_ROWS} rows`);
  const rows = input.rows.map((raw, index) => {
    if (!isRecord(raw)) throw badRequest(`rows.${index} must be an object`);
    const key = raw.key === null || raw.key === undefined ? null : text(raw.key);
    return {
      index,
      key,
      lock_version: key === null ? undefined : lockVersionOf(raw),
      names_code: raw.names_code as string,
      names_name: raw.names_name as string,
      sort_order: raw.sort_order as number,
    };
  });
  const deleted = input.deleted.map((raw, index) => {
    if (!isRecord(raw) || typeof raw.names_code !== 'string') throw badRequest(`deleted.${index} must name a code`);
    return { names_code: raw.names_code, lock_version: lockVersionOf(raw) };
  });
  const keys = [...rows.flatMap((r) => (r.key === null ? [] : [r.key])), ...deleted.map((d) => d.names_code)];
  if (new Set(keys).size !== keys.length) throw badRequest('a stored row appears twice in the batch');
  return { namesNo, rows, deleted };
};

const code = (r: NamesBatchRow) => text(r.names_code);
const sortOrder = (r: NamesBatchRow) => Number(r.sort_order);

// What a batch changes in the group as stored. Every row the page read must still be as it was
// read, and the page must know every row; else the batch is stale (MSG_0001).
export const planBatch = (
  { rows, deleted }: Pick<ParsedBatch, 'rows' | 'deleted'>,
  stored: ReadonlyMap<string, Pick<Stored, 'lock_version' | 'names_name' | 'sort_order'>>,
) => {
  const known = new Set<string>();
  for (const { key, lock_version } of [
    ...rows.flatMap((r) => (r.key === null ? [] : [{ key: r.key, lock_version: r.lock_version }])),
    ...deleted.map((d) => ({ key: d.names_code, lock_version: d.lock_version })),
  ]) {
    if (stored.get(key)?.lock_version !== lock_version) throw staleError();
    known.add(key);
  }
  if ([...stored.keys()].some((storedCode) => !known.has(storedCode))) throw staleError();

  const added = rows.filter((r) => r.key === null);
  const renamed = rows.filter((r) => r.key !== null && r.key !== code(r));
  const edited = rows.filter(
    (r) =>
      r.key !== null &&
      r.key === code(r) &&
      (stored.get(r.key)?.names_name !== r.names_name || stored.get(r.key)?.sort_order !== sortOrder(r)),
  );
  // A code is part of the key: a renamed row is deleted and inserted again (codes may swap).
  const gone = [...deleted.map((d) => d.names_code), ...renamed.map((r) => r.key as string)];
  return { added, renamed, edited, gone };
};

// M20601 name settings (M0020). A batch is the whole group as the page shows it; it is saved in one
// transaction and publishes NamesChanged.
@Injectable()
export class NamesService {
  constructor(
    private readonly ds: DataSource,
    private readonly names: NamesRepository,
  ) {}

  private async group(db: EntityManager | undefined, namesNo: number): Promise<NamesGroupOutput> {
    const rows = await this.names.listed(namesNo, db);
    const groups = await this.names.groups(db);
    // a group being started has no rows yet, but is still the one shown
    if (!groups.includes(namesNo)) groups.push(namesNo);
    return { names_no: namesNo, groups: groups.sort((a, b) => a - b), rows: rows.map(({ created_at: _, ...row }) => row) };
  }

  getBatchEdit(input: Input): Promise<NamesGroupOutput> {
    const namesNo = input.names_no === undefined || input.names_no === null ? DEFAULT_GROUP : keyOf(input, 'names_no');
    return this.group(undefined, namesNo);
  }

  async doBatchEdit(input: Input): Promise<NamesGroupOutput> {
    const { namesNo, rows, deleted } = parseBatch(input);
    const check = validateNamesRows(rows);
    if (!check.ok) {
      const errors: FieldMessages = {};
      check.rows.forEach((row, i) => {
        for (const [field, list] of Object.entries(row) as [NamesRowField, ValidationError[]][])
          errors[namesRowErrorKey(i, field)] = fieldMessagesOf(list);
      });
      throw validationError(errors);
    }
    return this.ds.transaction(async (tx) => {
      const stored = new Map((await this.names.lockGroup(tx, namesNo)).map((r) => [r.names_code, r]));
      const { added, renamed, edited, gone } = planBatch({ rows, deleted }, stored);
      if (gone.length) await this.names.deleteCodes(tx, namesNo, gone);
      for (const r of edited) await this.names.update(tx, namesNo, r.key, r.names_name, sortOrder(r));
      for (const r of [...renamed, ...added]) {
        const before = r.key === null ? undefined : stored.get(r.key);
        await this.names.insert(tx, namesNo, {
          code: code(r),
          name: r.names_name,
          sortOrder: sortOrder(r),
          lockVersion: before ? before.lock_version + 1 : 0,
          createdAt: before?.created_at ?? null,
        });
      }
      if (added.length || renamed.length || edited.length || deleted.length) {
        await writeEvent(tx, 'NamesChanged', {
          names_no: namesNo,
          added: added.map(code),
          changed: [...edited.map(code), ...renamed.flatMap((r) => (r.key === null ? [] : [{ from: r.key, to: code(r) }]))],
          deleted: deleted.map((d) => d.names_code),
        });
      }
      return this.group(tx, namesNo);
    });
  }
}
