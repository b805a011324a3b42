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
  fieldMessagesOf,
  keyOf,
  lockVersionOf,
  notFoundError,
  validationError,
  writeEvent,
  type FieldMessages,
} from '@school/server-kit';
import { type EntityManager } from 'typeorm';
import { SeminarRepository } from './seminar.repository';

type Input = Record<string, unknown>;

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
  constructor(private readonly repo: SeminarRepository) {}

  browse(input: unknown): Promise<BrowseOutput<SeminarCalendarRow>> {
    return this.repo.browse(input);
  }

  private async record(tx: EntityManager, seminarCalendarNo: number): Promise<SeminarCalendarRecord> {
    const row = await this.repo.byNo(seminarCalendarNo, tx);
    if (!row) throw notFoundError('seminar_calendar');
    return row;
  }

  async getEdit(input: Input): Promise<SeminarCalendarRecord> {
    const name = input.seminar_name;
    if (typeof name !== 'string' || name === '') throw validationError({ seminar_name: ['validation.required'] });
    const row = await this.repo.byName(name);
    if (!row) throw notFoundError('seminar_calendar');
    return row;
  }

  async getDropdownData(): Promise<{ time_slots: DropdownOption[] }> {
    return { time_slots: await this.repo.timeSlotOptions() };
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
      if (!(await this.repo.timeSlotExists(slot))) add(field, [{ key: SEMINAR_ERROR.slotUnknown, params: {} }]);
    }
    if (!errors.seminar_name) {
      if (await this.repo.nameTaken(input.seminar_name, seminarCalendarNo))
        add('seminar_name', [{ key: SEMINAR_ERROR.nameTaken, params: {} }]);
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
      return await this.repo.transaction(async (tx) => {
        let no: number;
        if (seminarCalendarNo === null) {
          no = await this.repo.insert(tx, row);
        } else {
          await this.repo.updateWithLock(tx, seminarCalendarNo, lockVersion, row);
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
    return this.repo.transaction(async (tx) => {
      await this.repo.deleteWithLock(tx, seminarCalendarNo, lockVersion);
      await writeEvent(tx, 'SeminarCalendarChanged', { action: 'deleted', seminar_calendar_no: seminarCalendarNo });
      return null;
    });
  }
}
