import { SNAPSHOT_PAGE_MAX, type SnapshotPage, type SnapshotPageInput } from '@school/contracts';
import { validationError } from '../errors/app-error';

// The snapshots a service serves so another can rebuild its copy of them (masters' teachers and
// students for scheduling, scheduling's lessons for chat): page by page in key order.

// The page asked for: after a key (0: from the start), at most SNAPSHOT_PAGE_MAX rows.
export const snapshotPageInput = (input: Partial<SnapshotPageInput>): SnapshotPageInput => {
  const { after = 0, limit = SNAPSHOT_PAGE_MAX } = input;
  if (!Number.isInteger(after) || after < 0) throw validationError({ after: ['validation.integer'] });
  if (!Number.isInteger(limit) || limit < 1 || limit > SNAPSHOT_PAGE_MAX)
    throw validationError({ limit: ['validation.integer'] });
  return { after, limit };
};

// A full page says where the next starts; a short one is the last.
export const snapshotPage = <R>(rows: R[], limit: number, keyOf: (r: R) => number): SnapshotPage<R> => ({
  rows,
  next: rows.length === limit ? keyOf(rows[rows.length - 1]) : null,
});

// Reads every page of a snapshot in turn.
export const eachSnapshotPage = async <R>(
  read: (after: number) => Promise<SnapshotPage<R>>,
  each: (rows: R[]) => Promise<void>,
): Promise<void> => {
  let after: number | null = 0;
  while (after !== null) {
    const page: SnapshotPage<R> = await read(after);
    await each(page.rows);
    after = page.next;
  }
};

// Reads every page of a snapshot, each row in turn.
export const eachSnapshotRow = <R>(read: (after: number) => Promise<SnapshotPage<R>>, each: (row: R) => Promise<void>) =>
  eachSnapshotPage(read, async (rows) => {
    for (const row of rows) await each(row);
  });
