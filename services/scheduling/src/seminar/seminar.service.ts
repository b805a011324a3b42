import { Injectable } from '@nestjs/common';
import { type BrowseOutput, type DropdownOption, type SeminarCalendarRecord, type SeminarCalendarRow } from '@school/contracts';
import {
  checkSeminarCalendar,
  fiscalYearOf,
  SEMINAR_ERROR,
  SEMINAR_FORM,
  validateForm,
  type FormValues,
  type ValidationError,
} from '@school/domain';
import {
  type BrowseSpec,
  deleteWithLock,
  fieldMessagesOf,
  keyOf,
  lockVersionOf,
  notFoundError,
  runBrowse,
  updateWithLock,
  validationError,
  writeEvent,
  type FieldMessages,
} from '@school/server-kit';
import { DataSource, type EntityManager } from 'typeorm';

type Input = Record<string, unknown>;

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

const FIELDS = [
  'seminar_name',
  'schedule_start_date',
  'schedule_end_date',
  'start_time_limit_no',
  'end_time_limit_no',
  'entry_start_date',
  'entry_end_date',
  'remarks',
] as const;

const isUniqueViolation = (e: unknown): boolean => (e as { code?: string } | null)?.code === '23505';
const nameTaken = () => validationError({ seminar_name: [SEMINAR_ERROR.nameTaken] });

// M20801 seasonal schedule (t0060). Every change publishes SeminarCalendarChanged through the outbox.
@Injectable()
export class SeminarService {
  constructor(private readonly ds: DataSource) {}

  browse(input: unknown): Promise<BrowseOutput<SeminarCalendarRow>> {
    return runBrowse<SeminarCalendarRow>(this.ds, BROWSE, input);
  }

  private async record(db: DataSource | EntityManager, seminarCalendarNo: number): Promise<SeminarCalendarRecord> {
    const [row] = (await db.query(`${RECORD} WHERE s."seminar_calendar_no" = $1`, [
      seminarCalendarNo,
    ])) as SeminarCalendarRecord[];
    if (!row) throw notFoundError('seminar_calendar');
    return row;
  }

  async getEdit(input: Input): Promise<SeminarCalendarRecord> {
    const name = input.seminar_name;
    if (typeof name !== 'string' || name === '') throw validationError({ seminar_name: ['validation.required'] });
    const [row] = (await this.ds.query(`${RECORD} WHERE s."seminar_name" = $1`, [name])) as SeminarCalendarRecord[];
    if (!row) throw notFoundError('seminar_calendar');
    return row;
  }

  async getDropdownData(): Promise<{ time_slots: DropdownOption[] }> {
    const time_slots = (await this.ds.query(
      `SELECT "time_limit_no" AS "value", "label" FROM "scheduling"."time_slot" ORDER BY "sort_order", "time_limit_no"`,
    )) as DropdownOption[];
    return { time_slots };
  }

  // The form rules of libs/domain, then what only the database knows: the slots exist in the
  // time-slot master and no other seminar has the name. All failures come back in one 422.
  private async check(input: Input, seminarCalendarNo: number | null): Promise<FormValues> {
    const errors: FieldMessages = {};
    const add = (field: string, list: ValidationError[]) => {
      if (list.length) errors[field] = [...(errors[field] ?? []), ...fieldMessagesOf(list)];
    };
    for (const [field, list] of Object.entries(validateForm(input, SEMINAR_FORM).errors)) add(field, list);
    for (const [field, list] of Object.entries(checkSeminarCalendar(input))) add(field, list);
    for (const field of ['start_time_limit_no', 'end_time_limit_no'] as const) {
      const slot = Number(input[field]);
      if (errors[field] || !Number.isInteger(slot)) continue;
      const found = (await this.ds.query(`SELECT 1 FROM "scheduling"."time_slot" WHERE "time_limit_no" = $1`, [
        slot,
      ])) as unknown[];
      if (!found.length) add(field, [{ key: SEMINAR_ERROR.slotUnknown, params: {} }]);
    }
    if (!errors.seminar_name) {
      const same = (await this.ds.query(
        `SELECT 1 FROM "scheduling"."seminar_calendar" WHERE "seminar_name" = $1 AND "seminar_calendar_no" IS DISTINCT FROM $2`,
        [input.seminar_name, seminarCalendarNo],
      )) as unknown[];
      if (same.length) add('seminar_name', [{ key: SEMINAR_ERROR.nameTaken, params: {} }]);
    }
    if (Object.keys(errors).length) throw validationError(errors);
    return Object.fromEntries(Object.keys(SEMINAR_FORM).map((k) => [k, input[k]]));
  }

  private columns(values: FormValues): Record<string, unknown> {
    const row: Record<string, unknown> = Object.fromEntries(FIELDS.map((f) => [f, values[f]]));
    row.start_time_limit_no = Number(values.start_time_limit_no);
    row.end_time_limit_no = Number(values.end_time_limit_no);
    row.remarks = values.remarks === '' || values.remarks === undefined ? null : values.remarks;
    row.fiscal_year = fiscalYearOf(String(values.schedule_start_date));
    return row;
  }

  // Adds without seminar_calendar_no, else edits that row at the lock_version the page read.
  async save(input: Input): Promise<SeminarCalendarRecord> {
    const editing = input.seminar_calendar_no !== undefined && input.seminar_calendar_no !== null;
    const seminarCalendarNo = editing ? keyOf(input, 'seminar_calendar_no') : null;
    const lockVersion = editing ? lockVersionOf(input) : 0;
    const row = this.columns(await this.check(input, seminarCalendarNo));
    try {
      return await this.ds.transaction(async (tx) => {
        let no: number;
        if (seminarCalendarNo === null) {
          const names = Object.keys(row);
          const [added] = (await tx.query(
            `INSERT INTO "scheduling"."seminar_calendar" (${names.map((c) => `"${c}"`).join(', ')})
             VALUES (${names.map((_, i) => `$${i + 1}`).join(', ')}) RETURNING "seminar_calendar_no"`,
            names.map((c) => row[c]),
          )) as { seminar_calendar_no: number }[];
          no = added.seminar_calendar_no;
        } else {
          await updateWithLock(tx, {
            schema: 'scheduling',
            table: 'seminar_calendar',
            key: { seminar_calendar_no: seminarCalendarNo },
            lockVersion,
            values: row,
          });
          no = seminarCalendarNo;
        }
        const saved = await this.record(tx, no);
        await writeEvent(tx, 'SeminarCalendarChanged', {
          action: seminarCalendarNo === null ? 'added' : 'edited',
          seminar: saved,
        });
        return saved;
      });
    } catch (e) {
      // two saves raced for the same name: the unique index decides
      if (isUniqueViolation(e)) throw nameTaken();
      throw e;
    }
  }

  async delete(input: Input): Promise<null> {
    const seminarCalendarNo = keyOf(input, 'seminar_calendar_no');
    const lockVersion = lockVersionOf(input);
    return this.ds.transaction(async (tx) => {
      await deleteWithLock(tx, {
        schema: 'scheduling',
        table: 'seminar_calendar',
        key: { seminar_calendar_no: seminarCalendarNo },
        lockVersion,
      });
      await writeEvent(tx, 'SeminarCalendarChanged', { action: 'deleted', seminar_calendar_no: seminarCalendarNo });
      return null;
    });
  }
}
