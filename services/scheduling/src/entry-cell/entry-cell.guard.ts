import { Injectable } from '@nestjs/common';
import { isCellFullyBooked, remainingTeacherCount, type HalfLoad } from '@school/domain';
import { businessRuleError } from '@school/server-kit';
import { type EntityManager } from 'typeorm';
import { EntryCellRepository, type CellRef, type ControlRow, type HalfLoadRow } from './entry-cell.repository';

// A center's cells between two dates as libs/domain counts them.
export type CellBook = {
  remaining(schedule_date: string, time_limit_no: number): number;
  isFull(schedule_date: string, time_limit_no: number): boolean;
};

export function cellBookOf(loads: readonly HalfLoadRow[], controls: readonly ControlRow[]): CellBook {
  const byDate = new Map<string, Map<number, HalfLoad>>();
  for (const r of loads) {
    const day = byDate.get(r.schedule_date) ?? new Map<number, HalfLoad>();
    day.set(r.half_limit_no, { shiftTeachers: r.shift_teachers, oneToOne: r.one_to_one, oneToTwo: r.one_to_two });
    byDate.set(r.schedule_date, day);
  }
  const remaining = (date: string, slot: number) => remainingTeacherCount(slot, byDate.get(date) ?? new Map());
  return {
    remaining,
    isFull: (date, slot) => isCellFullyBooked({ schedule_date: date, time_limit_no: slot }, controls, remaining(date, slot)),
  };
}

// The last-seat guard (SPEC §4, issue 24): a writer that adds a lesson to a cell locks the cell's
// halves, then counts it as it is after every writer before it committed; a fully booked cell refuses.
@Injectable()
export class EntryCellGuard {
  constructor(private readonly cells: EntryCellRepository) {}

  // Locks the cells (all of them, in key order, before counting any) and returns their book.
  async lockAndRead(tx: EntityManager, centerNo: number, cells: readonly CellRef[]): Promise<CellBook> {
    await this.cells.lock(tx, cells);
    const dates = cells.map((c) => c.schedule_date).sort();
    const from = dates[0] ?? '1970-01-01';
    const to = dates.at(-1) ?? from;
    const [loads, controls] = [
      await this.cells.halfLoads(centerNo, from, to, tx),
      await this.cells.controls(centerNo, from, to, tx),
    ];
    return cellBookOf(loads, controls);
  }

  // Refuses with scheduling.entryCell.full unless the cell has room for one more lesson.
  async takeSeat(tx: EntityManager, cell: CellRef): Promise<void> {
    const book = await this.lockAndRead(tx, cell.center_no, [cell]);
    if (book.isFull(cell.schedule_date, cell.time_limit_no))
      throw businessRuleError('scheduling.entryCell.full', { date: cell.schedule_date, slot: cell.time_limit_no });
  }
}
