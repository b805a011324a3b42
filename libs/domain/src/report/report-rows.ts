import type { ReportMode } from './report-mode';

export const REPORT_DETAIL_ROW_COUNT = 16;

export type ReportDetailInput = { comments?: readonly unknown[] | null };
export type ReportDetailState = { disabled: boolean; showComment: boolean; showBtn: boolean };

// Name groups feeding the report's dropdowns.
export const REPORT_NAME_GROUPS = {
  TEACHING_MATERIAL: 101,
  HOMEWORK_SUBMISSION: 102,
  TEACHING_PROGRESS: 103,
  CLASS_ATTITUDE: 104,
  CONFIRMATION_RESULT: 105,
} as const;

const hasComments = (row: ReportDetailInput): boolean => (row.comments?.length ?? 0) > 0;

// Per-row state (SPEC §4): add and afterReview edit every row; amend edits only the rows the
// reviewer commented on (and shows those comments); review shows every row's comments with a
// button to post one; view edits nothing. A disabled report button locks every row.
export function reportDetailStates(
  mode: ReportMode,
  rows: readonly ReportDetailInput[],
  buttonDisabled = false,
): ReportDetailState[] {
  return rows.map((row) => {
    const state = rowState(mode, row);
    return buttonDisabled ? { disabled: true, showComment: state.showComment, showBtn: false } : state;
  });
}

function rowState(mode: ReportMode, row: ReportDetailInput): ReportDetailState {
  switch (mode) {
    case 'add':
    case 'afterReview':
      return { disabled: false, showComment: false, showBtn: false };
    case 'amend':
      return hasComments(row)
        ? { disabled: false, showComment: true, showBtn: false }
        : { disabled: true, showComment: false, showBtn: false };
    case 'review':
      return { disabled: true, showComment: true, showBtn: true };
    case 'view':
      return { disabled: true, showComment: false, showBtn: false };
  }
}

// Posting a comment changes the report, so the client's lock version moves on with it.
export function lockVersionAfterComment(lockVersion: number): number {
  if (!Number.isInteger(lockVersion) || lockVersion < 0) throw new Error(`Invalid lock version: ${lockVersion}`);
  return lockVersion + 1;
}
