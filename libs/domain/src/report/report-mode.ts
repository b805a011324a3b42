// Lesson report status → screen mode (SPEC §4).
export const REPORT_STATUS = {
  ATTENDED_IN_PROGRESS: 0,
  ATTENDED_DONE: 1,
  ATTENDED_REJECTED: 2,
  ATTENDED_RESUBMITTED: 3,
  ATTENDED_COMPLETED: 4,
  ABSENT: 8,
  ABSENT_COMPLETED: 9,
} as const;

export type ReportStatus = (typeof REPORT_STATUS)[keyof typeof REPORT_STATUS];

export const REPORT_MODES = ['add', 'view', 'review', 'amend', 'afterReview'] as const;
export type ReportMode = (typeof REPORT_MODES)[number];

// buttonDisabled: the report's action button is shown but cannot be pressed.
export type ReportModeResult = { mode: ReportMode; buttonDisabled: boolean };

export type ReportModeInput = {
  // null/undefined: no report written yet
  status: number | string | null | undefined;
  isAdmin: boolean;
  // the viewMode query parameter
  viewMode?: boolean;
};

function statusNumber(status: ReportModeInput['status']): number | null {
  if (status === null || status === undefined || status === '') return null;
  const n = Number(status);
  return Number.isInteger(n) ? n : null;
}

// Statuses 8 and 4 name only the admin's mode; a non-admin gets the read-only view with the
// button disabled, as for 9. The viewMode query forces view and keeps the button state.
export function reportMode(input: ReportModeInput): ReportModeResult {
  const result = baseMode(statusNumber(input.status), input.isAdmin);
  return input.viewMode ? { mode: 'view', buttonDisabled: result.buttonDisabled } : result;
}

function baseMode(status: number | null, isAdmin: boolean): ReportModeResult {
  switch (status) {
    case REPORT_STATUS.ATTENDED_IN_PROGRESS:
      return { mode: isAdmin ? 'view' : 'add', buttonDisabled: false };
    case REPORT_STATUS.ATTENDED_DONE:
    case REPORT_STATUS.ATTENDED_RESUBMITTED:
      return { mode: isAdmin ? 'review' : 'view', buttonDisabled: false };
    case REPORT_STATUS.ATTENDED_REJECTED:
      return { mode: isAdmin ? 'review' : 'amend', buttonDisabled: false };
    case REPORT_STATUS.ABSENT:
      return isAdmin ? { mode: 'review', buttonDisabled: false } : { mode: 'view', buttonDisabled: true };
    case REPORT_STATUS.ATTENDED_COMPLETED:
      return isAdmin ? { mode: 'afterReview', buttonDisabled: false } : { mode: 'view', buttonDisabled: true };
    case REPORT_STATUS.ABSENT_COMPLETED:
      return { mode: 'view', buttonDisabled: true };
    default:
      // not written yet: the teacher writes it, the admin waits
      return isAdmin ? { mode: 'view', buttonDisabled: true } : { mode: 'add', buttonDisabled: false };
  }
}
