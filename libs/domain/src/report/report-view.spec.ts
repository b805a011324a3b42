import {
  pastReportActorOf,
  REPORT_ACTIONS,
  REPORT_ACTORS,
  reportActionTooEarly,
  reportActorOf,
  reportListShows,
  reportTransition,
  reportView,
  type ReportAction,
  type ReportActor,
  type ReportCaller,
} from './report-mode';
import { amendableRows, commentRound, reportDetailStates, reportRowErrors, REPORT_ITEMS, reviewRoundAfter } from './report-rows';
import { reportListDefaultRange, reportUnwrittenAlertDate } from './report-list';

// SPEC §4's table, cell by cell: status × actor (writer = the lesson's teacher, reviewer = staff of its
// center, reader = the lesson's student) × viewMode → mode, disabled button, allowed actions and the
// status each action leaves. null is a report not written yet.
type Cell = { mode: string; disabled: boolean; to: Partial<Record<ReportAction, number>> };
const STATUSES = [null, 0, 1, 2, 3, 4, 8, 9] as const;
const VIEW = (disabled = false): Cell => ({ mode: 'view', disabled, to: {} });
const ADD: Cell = { mode: 'add', disabled: false, to: { save: 0, submit: 1, absent: 8, editRow: 0, editHandover: 0 } };
const review = (approveTo: number | null): Cell => ({
  mode: 'review',
  disabled: false,
  to: approveTo === null ? { comment: 2 } : { comment: -1, approve: approveTo, reject: 2 },
});

const TABLE: Record<ReportActor, Record<string, Cell>> = {
  writer: {
    null: ADD,
    0: ADD,
    1: VIEW(),
    // a rejected report (an absence sent back too) may be declared an absence again
    2: { mode: 'amend', disabled: false, to: { save: 2, submit: 3, absent: 8, editRow: 2, editHandover: 2 } },
    3: VIEW(),
    4: VIEW(true),
    8: VIEW(true),
    9: VIEW(true),
  },
  reviewer: {
    null: VIEW(true),
    0: VIEW(),
    1: review(4),
    2: review(null),
    3: review(4),
    4: { mode: 'afterReview', disabled: false, to: { save: 4, editRow: 4, editHandover: 4 } },
    8: review(9),
    9: VIEW(true),
  },
  reader: { null: VIEW(), 0: VIEW(), 1: VIEW(), 2: VIEW(), 3: VIEW(), 4: VIEW(true), 8: VIEW(true), 9: VIEW(true) },
};

describe('report status × actor × mode (SPEC §4)', () => {
  for (const actor of REPORT_ACTORS)
    for (const status of STATUSES) {
      const cell = TABLE[actor][String(status)];
      it(`${actor}, status ${status}: ${cell.mode}${cell.disabled ? ' (button disabled)' : ''}`, () => {
        const view = reportView(status, actor);
        expect({ mode: view.mode, disabled: view.buttonDisabled }).toEqual({ mode: cell.mode, disabled: cell.disabled });
        expect([...view.actions].sort()).toEqual(Object.keys(cell.to).sort());
        for (const action of REPORT_ACTIONS) {
          const expected = cell.to[action];
          // comment keeps the status it was posted in
          const next = expected === -1 ? status : (expected ?? null);
          expect(reportTransition(status, actor, action)).toBe(next);
        }
      });

      it(`${actor}, status ${status}, viewMode: view, nothing allowed, button as without it`, () => {
        const view = reportView(status, actor, true);
        expect(view).toEqual({ mode: 'view', buttonDisabled: cell.disabled, actions: [] });
      });
    }

  it('treats a status outside the table as not written yet', () => {
    expect(reportView(7, 'writer')).toEqual(reportView(null, 'writer'));
    expect(reportView('x', 'reviewer')).toEqual(reportView(null, 'reviewer'));
    expect(reportTransition('1', 'reviewer', 'approve')).toBe(4);
  });

  it('gives each mode its rows: amend edits only the latest round’s commented rows', () => {
    const comments = [
      { detail_no: 8, round: 1 },
      { detail_no: 10, round: 2 },
      { detail_no: 13, round: 2 },
      { detail_no: 13, round: 2 },
    ];
    const amendable = amendableRows(comments, 2);
    expect(amendable).toEqual([10, 13]);
    const rows = REPORT_ITEMS.map((i) => ({ comments: amendable.includes(i.detail_no) ? ['x'] : [] }));
    const view = reportView(2, 'writer');
    const states = reportDetailStates(view.mode, rows, view.buttonDisabled);
    expect(states.flatMap((s, i) => (s.disabled ? [] : [i + 1]))).toEqual([10, 13]);
    const locked = reportView(4, 'writer');
    expect(reportDetailStates(locked.mode, rows, locked.buttonDisabled).every((s) => s.disabled && !s.showBtn)).toBe(true);
  });
});

describe('review rounds', () => {
  it('puts a comment in the open round, or in the rejected round the teacher is amending', () => {
    expect(commentRound(1, 0)).toBe(1);
    expect(commentRound(3, 1)).toBe(2);
    expect(commentRound(8, 0)).toBe(1);
    expect(commentRound(2, 1)).toBe(1);
  });

  it('closes the round only by rejecting', () => {
    expect(reviewRoundAfter('reject', 1)).toBe(2);
    for (const action of REPORT_ACTIONS.filter((a) => a !== 'reject')) expect(reviewRoundAfter(action, 1)).toBe(1);
  });
});

describe('report rows', () => {
  const names = new Map<number, string[]>([
    [101, ['1', '2']],
    [102, ['1']],
    [103, ['1']],
    [104, ['1']],
    [105, ['1']],
  ]);

  it('has 16 rows, five of them chosen from groups 101–105', () => {
    expect(REPORT_ITEMS.map((i) => i.detail_no)).toEqual(Array.from({ length: 16 }, (_, i) => i + 1));
    expect(REPORT_ITEMS.filter((i) => i.names_no !== null).map((i) => i.names_no)).toEqual([101, 102, 103, 104, 105]);
  });

  it('checks a chosen row against its group and a text row’s length', () => {
    const keys = (row: Parameters<typeof reportRowErrors>[0], action: ReportAction = 'save') =>
      reportRowErrors(row, names, action).map((e) => e.key);
    expect(keys({ detail_no: 1, names_code: '2', content: null })).toEqual([]);
    expect(keys({ detail_no: 1, names_code: '9', content: null })).toEqual(['reports.row.unknownName']);
    expect(keys({ detail_no: 1, names_code: null, content: 'x' })).toEqual(['reports.row.choiceOnly']);
    expect(keys({ detail_no: 2, names_code: '1', content: null })).toEqual(['reports.row.textOnly']);
    expect(keys({ detail_no: 8, names_code: null, content: 'あ'.repeat(2001) })).toEqual(['reports.row.max']);
    expect(keys({ detail_no: 17, names_code: null, content: null })).toEqual(['reports.row.unknown']);
  });

  it('needs the choices and what was taught on submit only', () => {
    const blank = (detail_no: number) => ({ detail_no, names_code: null, content: '  ' });
    const required = REPORT_ITEMS.filter((i) => reportRowErrors(blank(i.detail_no), names, 'submit').length > 0);
    expect(required.map((i) => i.detail_no)).toEqual([1, 3, 4, 5, 6, 7, 8]);
    for (const action of ['save', 'absent', 'editRow'] as const)
      expect(REPORT_ITEMS.every((i) => reportRowErrors(blank(i.detail_no), names, action).length === 0)).toBe(true);
  });
});

describe('report list dates', () => {
  it('defaults to the last 7 days including today, across a month end', () => {
    expect(reportListDefaultRange('2026-03-03')).toEqual({ since: '2026-02-25', before: '2026-03-03' });
  });

  it('looks for unwritten reports of yesterday', () => {
    expect(reportUnwrittenAlertDate('2027-01-01')).toBe('2026-12-31');
  });
});

describe('who a report is for', () => {
  const lesson = { teacher_no: 7, student_no: 40, center_no: 2 };
  const caller = (role: number, extra: Partial<Parameters<typeof reportActorOf>[0]> = {}) =>
    reportActorOf({ role, teacherNo: null, studentNo: null, centerNos: null, ...extra }, lesson);

  it('lets the lesson’s current teacher write it, and no other teacher', () => {
    expect(caller(300, { teacherNo: 7 })).toBe('writer');
    expect(caller(300, { teacherNo: 8 })).toBeNull();
    expect(reportActorOf({ role: 300, teacherNo: 0, studentNo: null, centerNos: null }, { ...lesson, teacher_no: 0 })).toBeNull();
  });

  it('lets staff of the lesson’s center review it', () => {
    expect(caller(560)).toBe('reviewer');
    expect(caller(420, { centerNos: [2] })).toBe('reviewer');
    expect(caller(410, { centerNos: [1] })).toBeNull();
  });

  it('lets the lesson’s student read it', () => {
    expect(caller(110, { studentNo: 40 })).toBe('reader');
    expect(caller(130, { studentNo: 41 })).toBeNull();
    expect(reportActorOf({ role: null, teacherNo: null, studentNo: null, centerNos: null }, lesson)).toBeNull();
  });
});

describe('the rows of a report screen’s lists', () => {
  const screen = { teacher_no: 7, student_no: 40, center_no: 2 };
  const shows = (role: number, extra: Partial<ReportCaller>, studentNo = 40) =>
    reportListShows({ role, teacherNo: null, studentNo: null, centerNos: null, ...extra }, screen, { student_no: studentNo });

  it('lists the screen lesson’s student’s lessons to whoever may see its report', () => {
    expect(shows(300, { teacherNo: 7 })).toBe(true);
    expect(shows(420, { centerNos: [2] })).toBe(true);
    expect(shows(110, { studentNo: 40 })).toBe(true);
  });

  it('lists nothing to others, and never another student’s lesson', () => {
    expect(shows(300, { teacherNo: 8 })).toBe(false);
    expect(shows(410, { centerNos: [1] })).toBe(false);
    expect(shows(120, { studentNo: 41 })).toBe(false);
    expect(shows(560, {}, 41)).toBe(false);
  });
});

describe('submit and absent from the lesson’s date on', () => {
  const day = (lessonDate: string, today: string) => ({ lessonDate, today });

  it('keeps submit and absent for the lesson’s date and after; a draft may be saved before', () => {
    expect(reportActionTooEarly('submit', day('2026-12-01', '2026-11-30'))).toBe(true);
    expect(reportActionTooEarly('absent', day('2026-12-01', '2026-11-30'))).toBe(true);
    expect(reportActionTooEarly('submit', day('2026-12-01', '2026-12-01'))).toBe(false);
    expect(reportActionTooEarly('absent', day('2026-12-01', '2026-12-02'))).toBe(false);
    for (const action of REPORT_ACTIONS.filter((a) => a !== 'submit' && a !== 'absent'))
      expect(reportActionTooEarly(action, day('2026-12-01', '2026-11-30'))).toBe(false);
  });

  it('leaves them out of the actions a screen offers before the day, in add and amend', () => {
    const early = day('2026-12-01', '2026-11-30');
    expect(reportView(null, 'writer', false, early).actions).toEqual(['save', 'editRow', 'editHandover']);
    expect(reportView(2, 'writer', false, early).actions).toEqual(['save', 'editRow', 'editHandover']);
    expect(reportView(2, 'writer', false, day('2026-12-01', '2026-12-01')).actions).toEqual([
      'save',
      'submit',
      'absent',
      'editRow',
      'editHandover',
    ]);
    // the reviewer's actions do not depend on the day
    expect(reportView(8, 'reviewer', false, early).actions).toEqual(['comment', 'approve', 'reject']);
  });

  it('lets a rejected absence be declared absent again', () => {
    expect(reportTransition(8, 'reviewer', 'reject')).toBe(2);
    expect(reportTransition(2, 'writer', 'absent')).toBe(8);
  });
});

describe('who may read a past report', () => {
  const past = { teacher_no: 7, student_no: 40, center_no: 2, schedule_date: '2026-11-10', time_limit_no: 31 };
  const teacher = (teacherNo: number) => ({ role: 300, teacherNo, studentNo: null, centerNos: null });

  it('lets a teacher of the student’s later lesson read another teacher’s report, never write it', () => {
    expect(pastReportActorOf(teacher(8), past, { schedule_date: '2026-11-17', time_limit_no: 31 })).toBe('reader');
    expect(pastReportActorOf(teacher(8), past, { schedule_date: '2026-11-10', time_limit_no: 32 })).toBe('reader');
  });

  it('refuses a teacher with no lesson of the student after it', () => {
    expect(pastReportActorOf(teacher(8), past, null)).toBeNull();
    expect(pastReportActorOf(teacher(8), past, { schedule_date: '2026-11-10', time_limit_no: 31 })).toBeNull();
    expect(pastReportActorOf(teacher(8), past, { schedule_date: '2026-11-03', time_limit_no: 81 })).toBeNull();
  });

  it('keeps everyone else as reportActorOf has them', () => {
    const later = { schedule_date: '2026-11-17', time_limit_no: 31 };
    expect(pastReportActorOf(teacher(7), past, null)).toBe('writer');
    expect(pastReportActorOf({ role: 560, teacherNo: null, studentNo: null, centerNos: null }, past, null)).toBe('reviewer');
    expect(pastReportActorOf({ role: 410, teacherNo: null, studentNo: null, centerNos: [1] }, past, later)).toBeNull();
    expect(pastReportActorOf({ role: 110, teacherNo: null, studentNo: 40, centerNos: null }, past, null)).toBe('reader');
    expect(pastReportActorOf({ role: 120, teacherNo: null, studentNo: 41, centerNos: null }, past, later)).toBeNull();
  });
});
