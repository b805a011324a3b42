import { validateForm } from '../validation/validate';
import { checkSeminarCalendar, SEMINAR_FORM } from './m20801-seminar.form';

const summer = {
  seminar_name: '2025年度 夏期講習',
  schedule_start_date: '2025-07-21',
  schedule_end_date: '2025-08-31',
  start_time_limit_no: 10,
  end_time_limit_no: 50,
  entry_start_date: '2025-06-01',
  entry_end_date: '2025-07-10',
  remarks: '',
};

const keys = (errors: Record<string, { key: string }[]>) =>
  Object.fromEntries(Object.entries(errors).map(([f, list]) => [f, list.map((e) => e.key)]));

describe('SEMINAR_FORM and checkSeminarCalendar', () => {
  it('accepts a seminar whose applications close before it starts', () => {
    expect(validateForm(summer, SEMINAR_FORM).valid).toBe(true);
    expect(checkSeminarCalendar(summer)).toEqual({});
  });

  it('refuses dates out of order and slots ending before they start', () => {
    const errors = checkSeminarCalendar({
      ...summer,
      schedule_end_date: '2025-07-20',
      entry_start_date: '2025-07-11',
      entry_end_date: '2025-07-10',
      start_time_limit_no: 31,
      end_time_limit_no: 20,
    });
    expect(keys(errors)).toEqual({
      schedule_end_date: ['masters.m20801.endBeforeStart'],
      entry_end_date: ['masters.m20801.entryEndBeforeStart'],
      end_time_limit_no: ['masters.m20801.endSlotBeforeStart'],
    });
  });

  it('refuses applications that close after the last course day, and impossible dates', () => {
    expect(keys(checkSeminarCalendar({ ...summer, entry_end_date: '2025-09-01' }))).toEqual({
      entry_end_date: ['masters.m20801.entryAfterSchedule'],
    });
    expect(keys(checkSeminarCalendar({ ...summer, schedule_start_date: '2025-02-30' }))).toEqual({
      schedule_start_date: ['masters.m20801.invalidDate'],
    });
  });

  it('requires the name, the dates and the slots', () => {
    const result = validateForm({ ...summer, seminar_name: '', entry_start_date: '', end_time_limit_no: null }, SEMINAR_FORM);
    expect(result.errors.seminar_name.map((e) => e.key)).toEqual(['validation.required']);
    expect(result.errors.entry_start_date.map((e) => e.key)).toEqual(['validation.required']);
    expect(result.errors.end_time_limit_no.map((e) => e.key)).toEqual(['validation.required']);
  });
});
