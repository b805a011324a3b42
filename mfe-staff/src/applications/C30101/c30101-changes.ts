import type {
  C30101DoSubmitInput,
  C30101SubmitInput,
  EntryAddRow,
  EntryRecord,
  EntryTypeCode,
  FieldErrors,
  NotAttendedRecord,
  WeeklyCourseAddRow,
  WeeklyCourseDelRow,
  WeeklyEntryView,
} from '@school/contracts';
import type { EditSaveStatus } from '@school/ui';

// C30101's local changes (SPEC §3: each change row carries an action marker; only marked rows are
// sent). Applications and not-attended days go to C30101_submit, weekly courses to C30101_doSubmit.
// The save status is SPEC §4's edit-save status.

// What the entry form asks for the selected cell: an application of a type, or a weekly course.
export type EntryKind = 'extra' | 'seminar' | 'change' | 'weekly';
export const ENTRY_TYPE_OF: Record<Exclude<EntryKind, 'weekly'>, EntryTypeCode> = { extra: 2, seminar: 3, change: 4 };
export const DEFAULT_WEEKS = 15;

export type EntryForm = {
  kind: EntryKind | null;
  subject_no: number | null;
  capacity: 1 | 2 | null;
  seminar_calendar_no: number | null;
  original_schedule_no: number | null;
  weeks: number | null;
  request_note: string;
  remarks: string;
};
export const DEFAULT_FORM: EntryForm = {
  kind: 'extra',
  subject_no: null,
  capacity: 1,
  seminar_calendar_no: null,
  original_schedule_no: null,
  weeks: DEFAULT_WEEKS,
  request_note: '',
  remarks: '',
};
export const EMPTY_FORM: EntryForm = {
  kind: null,
  subject_no: null,
  capacity: null,
  seminar_calendar_no: null,
  original_schedule_no: null,
  weeks: null,
  request_note: '',
  remarks: '',
};

export type Cell = { schedule_date: string; time_limit_no: number };

// A marked row. key: stable for the screen (a del row is keyed by the record it takes back, so it is
// marked once); entry/notAttended/weekly: what is sent.
export type Marked =
  | { key: string; part: 'entries'; row: EntryAddRow }
  | { key: string; part: 'entries'; row: { action: 'del'; entry_schedule_no: number; lock_version: number }; record: EntryRecord }
  | { key: string; part: 'not_attended'; row: { action: 'add'; schedule_date: string; remarks?: string } }
  | {
      key: string;
      part: 'not_attended';
      row: { action: 'del'; not_attended_no: number; lock_version: number };
      record: NotAttendedRecord;
    }
  | { key: string; part: 'weekly'; row: WeeklyCourseAddRow }
  // ends a running course (its lessons after today are cancelled when saved)
  | { key: string; part: 'weekly'; row: WeeklyCourseDelRow; record: WeeklyEntryView };

// A message is a catalogue key (the form's own checks) or a text the server already translated (422).
export type Message = { key: string; params?: Record<string, string | number> } | { text: string };

export type ChangesState = {
  save: EditSaveStatus;
  form: EntryForm;
  marked: Marked[];
  // by form field ('subject_no') or by marked row key ('row:<key>'); 'form' for the whole screen
  errors: Record<string, Message[]>;
  seq: number;
};

export type ChangesAction =
  | { type: 'setForm'; patch: Partial<EntryForm> }
  // the form's values for the selected cell become a marked row, when they are complete
  | { type: 'mark'; cell: Cell; allowed: readonly EntryKind[] }
  | { type: 'takeBack'; entry: EntryRecord }
  | { type: 'endCourse'; course: WeeklyEntryView }
  | { type: 'markNotAttended'; date: string; remarks: string }
  | { type: 'removeNotAttended'; record: NotAttendedRecord }
  | { type: 'unmark'; key: string }
  | { type: 'clear' }
  | { type: 'reset' }
  | { type: 'submit' }
  // one part of the save is done (weekly is sent first): its rows leave the marked list
  | { type: 'partSaved'; part: 'weekly' | 'submit' }
  | { type: 'saveDone' }
  | { type: 'saveFail'; part: 'weekly' | 'submit'; fieldErrors: FieldErrors | null };

export const initialChanges = (): ChangesState => ({ save: 'init', form: DEFAULT_FORM, marked: [], errors: {}, seq: 0 });

const required = (field: keyof EntryForm): [string, Message[]] => [field, [{ key: 'validation.required' }]];

// The form's own checks before a row is marked; the server checks ranges, seats and calendar again.
export function checkForm(form: EntryForm, allowed: readonly EntryKind[]): Record<string, Message[]> {
  const errors: [string, Message[]][] = [];
  if (!form.kind || !allowed.includes(form.kind)) errors.push(required('kind'));
  if (form.kind !== 'change') {
    if (form.subject_no === null) errors.push(required('subject_no'));
    if (form.capacity === null) errors.push(required('capacity'));
  }
  if (form.kind === 'seminar' && form.seminar_calendar_no === null) errors.push(required('seminar_calendar_no'));
  if (form.kind === 'change' && form.original_schedule_no === null) errors.push(required('original_schedule_no'));
  if (form.kind === 'weekly' && (form.weeks === null || !Number.isInteger(form.weeks) || form.weeks < 1))
    errors.push(['weeks', [{ key: 'validation.min_value', params: { min: 1 } }]]);
  return Object.fromEntries(errors);
}

const note = (text: string) => (text.trim() ? { request_note: text.trim() } : {});

function rowOf(form: EntryForm, cell: Cell, key: string): Marked {
  if (form.kind === 'weekly')
    return {
      key,
      part: 'weekly',
      row: {
        action: 'add',
        first_date: cell.schedule_date,
        time_limit_no: cell.time_limit_no,
        subject_no: form.subject_no as number,
        capacity: form.capacity as 1 | 2,
        weeks: form.weeks as number,
      },
    };
  const type = ENTRY_TYPE_OF[form.kind as Exclude<EntryKind, 'weekly'>];
  const base = { action: 'add' as const, entry_type: type, schedule_date: cell.schedule_date, time_limit_no: cell.time_limit_no };
  // a change moves the lesson as it is: its subject and capacity stay the lesson's
  if (type === 4)
    return {
      key,
      part: 'entries',
      row: {
        ...base,
        subject_no: 0,
        capacity: 1,
        original_schedule_no: form.original_schedule_no as number,
        ...note(form.request_note),
      },
    };
  return {
    key,
    part: 'entries',
    row: {
      ...base,
      subject_no: form.subject_no as number,
      capacity: form.capacity as 1 | 2,
      ...(type === 3 ? { seminar_calendar_no: form.seminar_calendar_no as number } : {}),
      ...note(form.request_note),
    },
  };
}

// The same cell and kind marked twice, or a lesson moved twice, is one change.
const sameTarget = (a: Marked, b: Marked): boolean => {
  if (a.part === 'weekly' && b.part === 'weekly' && a.row.action === 'add' && b.row.action === 'add')
    return a.row.first_date === b.row.first_date && a.row.time_limit_no === b.row.time_limit_no;
  if (a.part === 'entries' && b.part === 'entries' && a.row.action === 'add' && b.row.action === 'add')
    return (
      (a.row.schedule_date === b.row.schedule_date && a.row.time_limit_no === b.row.time_limit_no) ||
      (a.row.entry_type === 4 && a.row.original_schedule_no === b.row.original_schedule_no)
    );
  return false;
};

const withMarks = (state: ChangesState, marked: Marked[]): ChangesState => ({
  ...state,
  marked,
  save: marked.length ? 'dirty' : 'init',
  errors: {},
});

const toggle = (state: ChangesState, mark: Marked): ChangesState =>
  state.marked.some((m) => m.key === mark.key)
    ? withMarks(
        state,
        state.marked.filter((m) => m.key !== mark.key),
      )
    : withMarks(state, [...state.marked, mark]);

export const partOf = (m: Marked): 'weekly' | 'submit' => (m.part === 'weekly' ? 'weekly' : 'submit');

// Field errors of a refused submit ('entries.0.schedule_date') land on the row sent at that index.
function rowErrors(marked: Marked[], part: 'weekly' | 'submit', fieldErrors: FieldErrors): Record<string, Message[]> {
  const sentOf = (p: Marked['part']) => marked.filter((m) => m.part === p && partOf(m) === part);
  const sent: Record<string, Marked[]> = {
    weekly: sentOf('weekly'),
    entries: sentOf('entries'),
    not_attended: sentOf('not_attended'),
  };
  const out: Record<string, Message[]> = {};
  for (const [field, texts] of Object.entries(fieldErrors)) {
    const [list, index] = field.split('.');
    const row = index === undefined ? undefined : sent[list]?.[Number(index)];
    const at = row ? `row:${row.key}` : 'form';
    out[at] = [...(out[at] ?? []), ...texts.map((text) => ({ text }))];
  }
  return out;
}

export function changesReducer(state: ChangesState, action: ChangesAction): ChangesState {
  if (state.save === 'saving' && !['partSaved', 'saveDone', 'saveFail'].includes(action.type)) return state;
  switch (action.type) {
    case 'setForm': {
      const errors = { ...state.errors };
      for (const field of Object.keys(action.patch)) delete errors[field];
      return { ...state, form: { ...state.form, ...action.patch }, errors };
    }
    case 'mark': {
      const errors = checkForm(state.form, action.allowed);
      if (Object.keys(errors).length) return { ...state, save: 'validationError', errors };
      const mark = rowOf(state.form, action.cell, `new-${state.seq + 1}`);
      const kept = state.marked.filter((m) => !sameTarget(m, mark));
      return { ...withMarks(state, [...kept, mark]), seq: state.seq + 1 };
    }
    case 'takeBack':
      return toggle(state, {
        key: `entry-${action.entry.entry_schedule_no}`,
        part: 'entries',
        row: { action: 'del', entry_schedule_no: action.entry.entry_schedule_no, lock_version: action.entry.lock_version },
        record: action.entry,
      });
    case 'endCourse':
      return toggle(state, {
        key: `course-${action.course.weekly_entry_no}`,
        part: 'weekly',
        row: { action: 'del', weekly_entry_no: action.course.weekly_entry_no, lock_version: action.course.lock_version },
        record: action.course,
      });
    case 'markNotAttended': {
      const key = `not-attended-${action.date}`;
      const remarks = action.remarks.trim();
      const kept = state.marked.filter((m) => m.key !== key);
      return withMarks(state, [
        ...kept,
        { key, part: 'not_attended', row: { action: 'add', schedule_date: action.date, ...(remarks ? { remarks } : {}) } },
      ]);
    }
    case 'removeNotAttended':
      return toggle(state, {
        key: `not-attended-no-${action.record.not_attended_no}`,
        part: 'not_attended',
        row: { action: 'del', not_attended_no: action.record.not_attended_no, lock_version: action.record.lock_version },
        record: action.record,
      });
    case 'unmark':
      return withMarks(
        state,
        state.marked.filter((m) => m.key !== action.key),
      );
    // clear empties the form's fields; the marked rows stay (SPEC §4 form buttons)
    case 'clear':
      return { ...state, form: EMPTY_FORM, errors: {} };
    // reset restores the screen as it was read: no marked row, the form's defaults
    case 'reset':
      return { ...initialChanges(), seq: state.seq };
    case 'submit':
      if (!state.marked.length)
        return { ...state, save: 'validationError', errors: { form: [{ key: 'masters.c30101.nothingMarked' }] } };
      return { ...state, save: 'saving', errors: {} };
    case 'partSaved':
      return { ...state, marked: state.marked.filter((m) => partOf(m) !== action.part) };
    case 'saveDone':
      return { ...state, save: 'saved', marked: [], errors: {}, form: { ...state.form, request_note: '', remarks: '' } };
    case 'saveFail':
      if (action.fieldErrors)
        return { ...state, save: 'validationError', errors: rowErrors(state.marked, action.part, action.fieldErrors) };
      return { ...state, save: 'error' };
  }
}

// What the unsaved-changes prompt guards.
export const isDirty = (state: ChangesState): boolean => state.marked.length > 0;

// The two submits of the marked rows, in the order they are marked; null when a part has none.
export function submitsOf(
  state: ChangesState,
  studentNo: number,
  centerNo: number,
): { weekly: C30101DoSubmitInput | null; submit: C30101SubmitInput | null } {
  const weekly = state.marked.flatMap((m) => (m.part === 'weekly' ? [m.row] : []));
  const entries = state.marked.flatMap((m) => (m.part === 'entries' ? [m.row] : []));
  const notAttended = state.marked.flatMap((m) => (m.part === 'not_attended' ? [m.row] : []));
  const base = { student_no: studentNo, belongs_center_no: centerNo };
  return {
    weekly: weekly.length ? { ...base, weekly } : null,
    submit:
      entries.length || notAttended.length
        ? { ...base, ...(entries.length ? { entries } : {}), ...(notAttended.length ? { not_attended: notAttended } : {}) }
        : null,
  };
}
