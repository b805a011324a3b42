import { Injectable } from '@nestjs/common';
import {
  C30201_MAX_DAYS,
  type C30201BatchEditOutput,
  type C30201CellRef,
  type C30201DoBatchEditOutput,
  type C30201SearchInput,
  type Caller,
} from '@school/contracts';
import { diffDays, isClosedFlag, isDateString, isSlotOpen, type CalendarDay } from '@school/domain';
import { type MessageKey } from '@school/i18n';
import { keyOf, validationError } from '@school/server-kit';
import { CenterAccess } from '../center/center-access';
import { cellBookOf } from '../entry-cell/entry-cell.guard';
import { EntryCellRepository } from '../entry-cell/entry-cell.repository';
import { EntryControlRepository } from './entry-control.repository';

type Input = Record<string, unknown>;

export const MAX_CONTROL_ROWS = 1000;

const bad = (field: string, key: MessageKey, params?: Record<string, string | number>) =>
  validationError({ [field]: [params ? { key, params } : key] });

// C30201 application limits and full seats (SPEC §2, §4, t0062): per date and open slot of a center,
// whether staff closed it to applications, the remaining teacher count and whether it is fully booked
// (counted as the last-seat guard counts: EntryCellRepository and cellBookOf); and the batch set and
// clear of control rows. Setting locks the cells first, as every application does, so a control row
// set during an application race stops every application that counts after its commit.
@Injectable()
export class EntryControlService {
  constructor(
    private readonly repo: EntryControlRepository,
    private readonly cells: EntryCellRepository,
    private readonly centers: CenterAccess,
  ) {}

  private async search(input: Input, caller: Caller): Promise<C30201SearchInput> {
    const centerNo = keyOf(input, 'center_no');
    const { start_date: start, end_date: end } = input;
    if (!isDateString(start)) throw bad('start_date', 'scheduling.entryControl.invalidDate');
    if (!isDateString(end)) throw bad('end_date', 'scheduling.entryControl.invalidDate');
    const days = diffDays(start, end);
    if (days < 0 || days >= C30201_MAX_DAYS)
      throw bad('end_date', 'scheduling.entryControl.rangeInvalid', { max: C30201_MAX_DAYS });
    await this.centers.check(centerNo, caller, 'scheduling.entryControl.centerInvalid');
    return { center_no: centerNo, start_date: start, end_date: end };
  }

  async getBatchEdit(input: Input, caller: Caller): Promise<C30201BatchEditOutput> {
    return this.grid(await this.search(input, caller));
  }

  private async grid(s: C30201SearchInput): Promise<C30201BatchEditOutput> {
    const [days, slots, loads, controls, details] = await Promise.all([
      this.cells.calendarDays(s.center_no, s.start_date, s.end_date),
      this.cells.timeSlots(),
      this.cells.halfLoads(s.center_no, s.start_date, s.end_date),
      this.cells.controls(s.center_no, s.start_date, s.end_date),
      this.repo.details(s.center_no, s.start_date, s.end_date),
    ]);
    const book = cellBookOf(loads, controls);
    const who = new Map(details.map((d) => [`${d.schedule_date}|${d.time_limit_no}`, d]));
    return {
      ...s,
      time_slots: slots,
      days: days.map((day) => ({
        schedule_date: day.schedule_date,
        dayofweek_code: Number(day.dayofweek_code),
        closed: isClosedFlag(day.closed_flag),
        cells: slots
          .filter((slot) => isSlotOpen(day, slot.time_limit_no))
          .map(({ time_limit_no }) => {
            const control = who.get(`${day.schedule_date}|${time_limit_no}`);
            return {
              time_limit_no,
              controlled: control !== undefined,
              set_by_user_no: control?.set_by_user_no ?? null,
              set_at: control?.set_at ?? null,
              remaining_teachers: book.remaining(day.schedule_date, time_limit_no),
              full: book.isFull(day.schedule_date, time_limit_no),
            };
          }),
      })),
    };
  }

  async doBatchEdit(input: Input, caller: Caller): Promise<C30201DoBatchEditOutput> {
    const s = await this.search(input, caller);
    const action = input.action;
    if (action !== 'set' && action !== 'clear') throw bad('action', 'scheduling.entryControl.actionInvalid');
    const raw = input.rows;
    if (!Array.isArray(raw) || raw.length === 0 || raw.length > MAX_CONTROL_ROWS)
      throw bad('rows', 'scheduling.entryControl.rowsInvalid', { max: MAX_CONTROL_ROWS });
    const [days, slots] = await Promise.all([
      this.cells.calendarDays(s.center_no, s.start_date, s.end_date),
      this.cells.timeSlots(),
    ]);
    const byDate = new Map<string, CalendarDay>(days.map((d) => [d.schedule_date, d]));
    const known = new Set(slots.map((t) => t.time_limit_no));
    const picked = new Map<string, C30201CellRef>();
    raw.forEach((r: unknown, i) => {
      const at = `rows.${i}`;
      const row = (r && typeof r === 'object' ? r : {}) as Input;
      const date = row.schedule_date;
      const slot = row.time_limit_no;
      if (!isDateString(date)) throw bad(`${at}.schedule_date`, 'scheduling.entryControl.invalidDate');
      if (typeof slot !== 'number' || !known.has(slot)) throw bad(`${at}.time_limit_no`, 'scheduling.entryControl.slotUnknown');
      if (date < s.start_date || date > s.end_date) throw bad(`${at}.schedule_date`, 'scheduling.entryControl.outsideRange');
      const day = byDate.get(date);
      if (!day) throw bad(`${at}.schedule_date`, 'scheduling.entryControl.noCalendarDay', { date });
      if (isClosedFlag(day.closed_flag)) throw bad(`${at}.schedule_date`, 'scheduling.entryControl.closedDay', { date });
      if (!isSlotOpen(day, slot)) throw bad(`${at}.time_limit_no`, 'scheduling.entryControl.slotNotOpen', { date });
      picked.set(`${date}|${slot}`, { schedule_date: date, time_limit_no: slot });
    });
    const cells = [...picked.values()];
    const changed = await this.repo.transaction(async (tx) => {
      await this.cells.lock(
        tx,
        cells.map((c) => ({ center_no: s.center_no, ...c })),
      );
      return action === 'set'
        ? this.repo.insert(tx, s.center_no, cells, caller.userNo)
        : this.repo.remove(tx, s.center_no, cells);
    });
    return { ...(await this.grid(s)), changed };
  }
}
