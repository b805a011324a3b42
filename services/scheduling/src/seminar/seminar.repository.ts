import { Injectable } from '@nestjs/common';
import { type BrowseOutput, type DropdownOption, type SeminarCalendarRecord, type SeminarCalendarRow } from '@school/contracts';
import { type BrowseSpec, deleteWithLock, runBrowse, updateWithLock } from '@school/server-kit';
import { DataSource, type EntityManager } from 'typeorm';

type Queryable = Pick<EntityManager, 'query'>;

// Dates leave as 'YYYY-MM-DD' civil dates, never as a Date shifted by the host's zone.
const day = (column: string) => `to_char(s."${column}", 'YYYY-MM-DD')`;
const DATE_COLUMNS = ['schedule_start_date', 'schedule_end_date', 'entry_start_date', 'entry_end_date'] as const;

const BROWSE: BrowseSpec = {
  from: `"scheduling"."seminar_calendar" s`,
  columns: {
    seminar_calendar_no: 's."seminar_calendar_no"',
    seminar_name: 's."seminar_name"',
    fiscal_year: 's."fiscal_year"',
    schedule_start_date: day('schedule_start_date'),
    schedule_end_date: day('schedule_end_date'),
    start_time_limit_no: 's."start_time_limit_no"',
    end_time_limit_no: 's."end_time_limit_no"',
    entry_start_date: day('entry_start_date'),
    entry_end_date: day('entry_end_date'),
    updated_at: 's."updated_at"',
  },
  searchColumns: ['s."seminar_name"', 's."remarks"'],
  filters: {
    fiscal_year: (v, param) => (Number.isInteger(Number(v)) ? `s."fiscal_year" = ${param(Number(v))}` : null),
  },
  defaultOrder: [{ column: 'schedule_start_date', direction: 'desc' }],
  key: 's."seminar_calendar_no"',
};

const RECORD = `SELECT s."seminar_calendar_no", s."seminar_name", s."fiscal_year", ${DATE_COLUMNS.map((c) => `${day(c)} AS "${c}"`).join(', ')},
  s."start_time_limit_no", s."end_time_limit_no", s."remarks", s."lock_version", s."updated_at"
  FROM "scheduling"."seminar_calendar" s`;

// The columns a save writes (the service's FIELDS, with fiscal_year).
export type SeminarRow = Record<string, unknown>;

// M20801 seasonal schedule (t0060): every query of scheduling.seminar_calendar.
@Injectable()
export class SeminarRepository {
  constructor(private readonly ds: DataSource) {}

  transaction<T>(work: (tx: EntityManager) => Promise<T>): Promise<T> {
    return this.ds.transaction(work);
  }

  browse(input: unknown): Promise<BrowseOutput<SeminarCalendarRow>> {
    return runBrowse<SeminarCalendarRow>(this.ds, BROWSE, input);
  }

  async byNo(seminarCalendarNo: number, db: Queryable = this.ds): Promise<SeminarCalendarRecord | undefined> {
    const [row] = (await db.query(`${RECORD} WHERE s."seminar_calendar_no" = $1`, [
      seminarCalendarNo,
    ])) as SeminarCalendarRecord[];
    return row;
  }

  async byName(name: string): Promise<SeminarCalendarRecord | undefined> {
    const [row] = (await this.ds.query(`${RECORD} WHERE s."seminar_name" = $1`, [name])) as SeminarCalendarRecord[];
    return row;
  }

  timeSlotOptions(): Promise<DropdownOption[]> {
    return this.ds.query(
      `SELECT "time_limit_no" AS "value", "label" FROM "scheduling"."time_slot" ORDER BY "sort_order", "time_limit_no"`,
    ) as Promise<DropdownOption[]>;
  }

  async timeSlotExists(timeLimitNo: number): Promise<boolean> {
    const found = (await this.ds.query(`SELECT 1 FROM "scheduling"."time_slot" WHERE "time_limit_no" = $1`, [
      timeLimitNo,
    ])) as unknown[];
    return found.length > 0;
  }

  // Whether another seminar (any, when seminarCalendarNo is null) has the name.
  async nameTaken(name: unknown, seminarCalendarNo: number | null): Promise<boolean> {
    const same = (await this.ds.query(
      `SELECT 1 FROM "scheduling"."seminar_calendar" WHERE "seminar_name" = $1 AND "seminar_calendar_no" IS DISTINCT FROM $2`,
      [name, seminarCalendarNo],
    )) as unknown[];
    return same.length > 0;
  }

  async insert(tx: EntityManager, row: SeminarRow): Promise<number> {
    const names = Object.keys(row);
    const [added] = (await tx.query(
      `INSERT INTO "scheduling"."seminar_calendar" (${names.map((c) => `"${c}"`).join(', ')})
       VALUES (${names.map((_, i) => `$${i + 1}`).join(', ')}) RETURNING "seminar_calendar_no"`,
      names.map((c) => row[c]),
    )) as { seminar_calendar_no: number }[];
    return added.seminar_calendar_no;
  }

  async updateWithLock(tx: EntityManager, seminarCalendarNo: number, lockVersion: number, row: SeminarRow): Promise<void> {
    await updateWithLock(tx, {
      schema: 'scheduling',
      table: 'seminar_calendar',
      key: { seminar_calendar_no: seminarCalendarNo },
      lockVersion,
      values: row,
    });
  }

  async deleteWithLock(tx: EntityManager, seminarCalendarNo: number, lockVersion: number): Promise<void> {
    await deleteWithLock(tx, {
      schema: 'scheduling',
      table: 'seminar_calendar',
      key: { seminar_calendar_no: seminarCalendarNo },
      lockVersion,
    });
  }
}
