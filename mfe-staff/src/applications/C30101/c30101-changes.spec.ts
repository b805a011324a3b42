import type { EntryRecord, NotAttendedRecord, WeeklyEntryView } from '@school/contracts';
import {
  changesReducer,
  DEFAULT_FORM,
  EMPTY_FORM,
  initialChanges,
  isDirty,
  submitsOf,
  type ChangesAction,
  type ChangesState,
  type EntryKind,
} from './c30101-changes';

const ALL: EntryKind[] = ['extra', 'seminar', 'change', 'weekly'];
const CELL = { schedule_date: '2026-12-08', time_limit_no: 31 };
const OTHER = { schedule_date: '2026-12-09', time_limit_no: 41 };

const run = (...actions: ChangesAction[]): ChangesState => actions.reduce(changesReducer, initialChanges());
const form = (patch: Partial<typeof DEFAULT_FORM>): ChangesAction => ({ type: 'setForm', patch });
const mark = (cell = CELL, allowed = ALL): ChangesAction => ({ type: 'mark', cell, allowed });

const entry: EntryRecord = {
  entry_schedule_no: 501,
  entry_type: 2,
  student_no: 7,
  center_no: 1,
  schedule_date: '2026-12-10',
  time_limit_no: 51,
  subject_no: 3,
  capacity: 1,
  seminar_calendar_no: null,
  original_schedule_no: null,
  request_note: null,
  status: 'waiting',
  applied_by_user_no: 2,
  applied_role: 550,
  schedule_no: 9001,
  lock_version: 4,
  updated_at: '2026-12-01T00:00:00Z',
};
const absent: NotAttendedRecord = {
  not_attended_no: 77,
  student_no: 7,
  schedule_date: '2026-12-11',
  remarks: null,
  lock_version: 2,
};

const course: WeeklyEntryView = {
  weekly_entry_no: 61,
  dayofweek_code: 1,
  time_limit_no: 31,
  subject_no: 3,
  capacity: 1,
  weeks: 15,
  course_start_date: '2026-12-07',
  course_end_date: '2027-03-21',
  lock_version: 3,
};

describe('C30101 marked rows', () => {
  it('starts clean with the form defaults (an extra lesson, one-to-one, 15 weeks)', () => {
    const state = initialChanges();
    expect(state).toMatchObject({ save: 'init', marked: [], form: { kind: 'extra', capacity: 1, weeks: 15 } });
    expect(isDirty(state)).toBe(false);
  });

  it('refuses an incomplete form with the missing fields and marks nothing', () => {
    const state = run(mark());
    expect(state.save).toBe('validationError');
    expect(Object.keys(state.errors)).toEqual(['subject_no']);
    expect(state.marked).toEqual([]);
    const seminar = run(form({ kind: 'seminar', subject_no: 3 }), mark());
    expect(Object.keys(seminar.errors)).toEqual(['seminar_calendar_no']);
    const change = run(form({ kind: 'change' }), mark());
    expect(Object.keys(change.errors)).toEqual(['original_schedule_no']);
    const weekly = run(form({ kind: 'weekly', subject_no: 3, weeks: 0 }), mark());
    expect(weekly.errors.weeks).toEqual([{ key: 'validation.min_value', params: { min: 1 } }]);
  });

  it('refuses a kind the selected cell does not allow (outside its range)', () => {
    const state = run(form({ subject_no: 3 }), mark(CELL, ['weekly']));
    expect(state.save).toBe('validationError');
    expect(Object.keys(state.errors)).toEqual(['kind']);
  });

  it('changing a field takes its message away', () => {
    const state = run(mark(), form({ subject_no: 2 }));
    expect(state.errors).toEqual({});
  });

  it('marks an extra lesson, a seminar lesson, a change and a weekly course as the API takes them', () => {
    const state = run(
      form({ subject_no: 3, request_note: '  午後希望 ' }),
      mark(),
      form({ kind: 'seminar', seminar_calendar_no: 12, request_note: '' }),
      mark(OTHER),
      form({ kind: 'change', original_schedule_no: 9100 }),
      mark({ schedule_date: '2026-12-12', time_limit_no: 21 }),
      form({ kind: 'weekly', capacity: 2, weeks: 10 }),
      mark({ schedule_date: '2026-12-14', time_limit_no: 31 }),
    );
    expect(state.save).toBe('dirty');
    expect(isDirty(state)).toBe(true);
    const { weekly, submit } = submitsOf(state, 7, 1);
    expect(submit).toEqual({
      student_no: 7,
      belongs_center_no: 1,
      entries: [
        {
          action: 'add',
          entry_type: 2,
          schedule_date: '2026-12-08',
          time_limit_no: 31,
          subject_no: 3,
          capacity: 1,
          request_note: '午後希望',
        },
        {
          action: 'add',
          entry_type: 3,
          schedule_date: '2026-12-09',
          time_limit_no: 41,
          subject_no: 3,
          capacity: 1,
          seminar_calendar_no: 12,
        },
        {
          action: 'add',
          entry_type: 4,
          schedule_date: '2026-12-12',
          time_limit_no: 21,
          subject_no: 0,
          capacity: 1,
          original_schedule_no: 9100,
        },
      ],
    });
    expect(weekly).toEqual({
      student_no: 7,
      belongs_center_no: 1,
      weekly: [{ action: 'add', first_date: '2026-12-14', time_limit_no: 31, subject_no: 3, capacity: 2, weeks: 10 }],
    });
  });

  it('a cell marked again replaces its row, and the same lesson is moved once', () => {
    const state = run(
      form({ subject_no: 3 }),
      mark(),
      form({ subject_no: 4 }),
      mark(),
      form({ kind: 'change', original_schedule_no: 9100 }),
      mark(OTHER),
      mark({ schedule_date: '2026-12-12', time_limit_no: 21 }),
    );
    expect(state.marked.map((m) => m.row)).toMatchObject([
      { entry_type: 2, subject_no: 4, schedule_date: '2026-12-08' },
      { entry_type: 4, original_schedule_no: 9100, schedule_date: '2026-12-12' },
    ]);
  });

  it('takes an application back and a not-attended day away with their lock versions; marking again unmarks', () => {
    const state = run({ type: 'takeBack', entry }, { type: 'removeNotAttended', record: absent });
    expect(submitsOf(state, 7, 1)).toEqual({
      weekly: null,
      submit: {
        student_no: 7,
        belongs_center_no: 1,
        entries: [{ action: 'del', entry_schedule_no: 501, lock_version: 4 }],
        not_attended: [{ action: 'del', not_attended_no: 77, lock_version: 2 }],
      },
    });
    const undone = run({ type: 'takeBack', entry }, { type: 'takeBack', entry });
    expect(undone.marked).toEqual([]);
    expect(undone.save).toBe('init');
  });

  it('marks a not-attended day once per date, with its remarks', () => {
    const state = run(
      { type: 'markNotAttended', date: '2026-12-20', remarks: '' },
      { type: 'markNotAttended', date: '2026-12-20', remarks: ' 旅行 ' },
    );
    expect(submitsOf(state, 7, 1).submit?.not_attended).toEqual([
      { action: 'add', schedule_date: '2026-12-20', remarks: '旅行' },
    ]);
  });

  it('unmarks one row; back to init when none is left', () => {
    const marked = run(form({ subject_no: 3 }), mark(), mark(OTHER));
    const one = changesReducer(marked, { type: 'unmark', key: marked.marked[0].key });
    expect(one.marked).toHaveLength(1);
    expect(one.save).toBe('dirty');
    expect(changesReducer(one, { type: 'unmark', key: one.marked[0].key }).save).toBe('init');
  });

  it('clear empties the form and keeps the marked rows; reset drops the rows and restores the defaults', () => {
    const marked = run(form({ subject_no: 3, kind: 'weekly', weeks: 8 }), mark());
    const cleared = changesReducer(marked, { type: 'clear' });
    expect(cleared.form).toEqual(EMPTY_FORM);
    expect(cleared.marked).toHaveLength(1);
    expect(cleared.save).toBe('dirty');
    const reset = changesReducer(cleared, { type: 'reset' });
    expect(reset.form).toEqual(DEFAULT_FORM);
    expect(reset.marked).toEqual([]);
    expect(reset.save).toBe('init');
    expect(isDirty(reset)).toBe(false);
  });

  it('submit with nothing marked says so and sends nothing', () => {
    const state = run({ type: 'submit' });
    expect(state.save).toBe('validationError');
    expect(state.errors.form).toEqual([{ key: 'masters.c30101.nothingMarked' }]);
  });

  it('saving ignores edits; the weekly part saved first leaves the marked list, then the save is done', () => {
    const saving = run(
      form({ subject_no: 3 }),
      mark(),
      form({ kind: 'weekly' }),
      mark(OTHER),
      { type: 'submit' },
      { type: 'reset' },
      form({ subject_no: 9 }),
    );
    expect(saving.save).toBe('saving');
    expect(saving.marked).toHaveLength(2);
    expect(saving.form.subject_no).toBe(3);
    const half = changesReducer(saving, { type: 'partSaved', part: 'weekly' });
    expect(half.marked.map((m) => m.part)).toEqual(['entries']);
    const done = changesReducer(half, { type: 'saveDone' });
    expect(done).toMatchObject({ save: 'saved', marked: [] });
    expect(isDirty(done)).toBe(false);
  });

  it('a refused submit puts the server messages on the rows sent at their index; other refusals are an error', () => {
    const saving = run(
      { type: 'markNotAttended', date: '2026-12-20', remarks: '' },
      form({ subject_no: 3 }),
      mark(),
      mark(OTHER),
      form({ kind: 'weekly' }),
      mark({ schedule_date: '2026-12-14', time_limit_no: 31 }),
      { type: 'submit' },
    );
    const [notAttended, first, second, weekly] = saving.marked;
    const refused = changesReducer(saving, {
      type: 'saveFail',
      part: 'submit',
      fieldErrors: {
        'entries.1.schedule_date': ['申込できる期間は…'],
        'not_attended.0.schedule_date': ['欠席日は明日以降'],
        entries: ['生徒はこの時限に授業があります'],
      },
    });
    expect(refused.save).toBe('validationError');
    expect(refused.errors).toEqual({
      [`row:${second.key}`]: [{ text: '申込できる期間は…' }],
      [`row:${notAttended.key}`]: [{ text: '欠席日は明日以降' }],
      form: [{ text: '生徒はこの時限に授業があります' }],
    });
    expect(refused.errors[`row:${first.key}`]).toBeUndefined();
    const weeklyRefused = changesReducer(saving, {
      type: 'saveFail',
      part: 'weekly',
      fieldErrors: { 'weekly.0.first_date': ['x'] },
    });
    expect(Object.keys(weeklyRefused.errors)).toEqual([`row:${weekly.key}`]);
    const conflict = changesReducer(saving, { type: 'saveFail', part: 'submit', fieldErrors: null });
    expect(conflict.save).toBe('error');
    expect(conflict.marked).toHaveLength(4);
    expect(changesReducer(conflict, { type: 'unmark', key: first.key }).save).toBe('dirty');
  });

  it('ends a running course with its lock version, sent with the new courses; marking it again keeps the course', () => {
    const state = run({ type: 'endCourse', course }, form({ kind: 'weekly', subject_no: 3, weeks: 2 }), mark());
    expect(isDirty(state)).toBe(true);
    expect(state.save).toBe('dirty');
    expect(submitsOf(state, 7, 1)).toEqual({
      weekly: {
        student_no: 7,
        belongs_center_no: 1,
        weekly: [
          { action: 'del', weekly_entry_no: 61, lock_version: 3 },
          { action: 'add', first_date: '2026-12-08', time_limit_no: 31, subject_no: 3, capacity: 1, weeks: 2 },
        ],
      },
      submit: null,
    });
    const kept = changesReducer(changesReducer(state, { type: 'endCourse', course }), { type: 'unmark', key: 'new-1' });
    expect(kept.marked).toEqual([]);
    expect(isDirty(kept)).toBe(false);
  });
});
