import { validationError, type ValidationError } from '../validation/types';
import { REPORT_STATUS, type ReportAction, type ReportMode } from './report-mode';

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

// The 16 rows of every report, in order (t3110 details). A row with a names group is chosen from
// that group's names (M20601); the others are free text. The item names are the school's Japanese
// labels, stored with each report row.
export type ReportItem = { detail_no: number; item_name: string; names_no: number | null };
export const REPORT_ITEMS: readonly ReportItem[] = [
  { detail_no: 1, item_name: '使用教材', names_no: REPORT_NAME_GROUPS.TEACHING_MATERIAL },
  { detail_no: 2, item_name: '教材の範囲', names_no: null },
  { detail_no: 3, item_name: '宿題の提出', names_no: REPORT_NAME_GROUPS.HOMEWORK_SUBMISSION },
  { detail_no: 4, item_name: '指導進度', names_no: REPORT_NAME_GROUPS.TEACHING_PROGRESS },
  { detail_no: 5, item_name: '授業態度', names_no: REPORT_NAME_GROUPS.CLASS_ATTITUDE },
  { detail_no: 6, item_name: '確認テストの結果', names_no: REPORT_NAME_GROUPS.CONFIRMATION_RESULT },
  { detail_no: 7, item_name: '本日の単元', names_no: null },
  { detail_no: 8, item_name: '指導内容', names_no: null },
  { detail_no: 9, item_name: 'できるようになったこと', names_no: null },
  { detail_no: 10, item_name: '課題・つまずき', names_no: null },
  { detail_no: 11, item_name: '次回までの宿題', names_no: null },
  { detail_no: 12, item_name: '次回の指導予定', names_no: null },
  { detail_no: 13, item_name: '保護者への連絡事項', names_no: null },
  { detail_no: 14, item_name: '生徒の様子', names_no: null },
  { detail_no: 15, item_name: '学習習慣について', names_no: null },
  { detail_no: 16, item_name: 'その他', names_no: null },
];

export const REPORT_CONTENT_MAX = 2000;
export const REPORT_COMMENT_MAX = 1000;
export const REPORT_HANDOVER_MAX = 2000;

// Review rounds: comments posted while a report waits for review open the next round, which a
// rejection closes; a rejected report's round stays open to more comments, which the teacher amends
// with the rest. amend enables exactly the rows commented on in the report's latest round.
export function commentRound(status: number | null, reviewRound: number): number {
  return status === REPORT_STATUS.ATTENDED_REJECTED ? reviewRound : reviewRound + 1;
}

export function reviewRoundAfter(action: ReportAction, reviewRound: number): number {
  return action === 'reject' ? reviewRound + 1 : reviewRound;
}

// The rows an amend may change: those with a comment in the latest round.
export function amendableRows(comments: readonly { detail_no: number; round: number }[], reviewRound: number): number[] {
  return [...new Set(comments.filter((c) => c.round === reviewRound).map((c) => c.detail_no))].sort((a, b) => a - b);
}

// A row as a report screen sends it.
export type ReportRowValue = { detail_no: number; names_code: string | null; content: string | null };

export const REPORT_ROW_ERROR = {
  unknownRow: 'reports.row.unknown',
  unknownName: 'reports.row.unknownName',
  choiceOnly: 'reports.row.choiceOnly',
  textOnly: 'reports.row.textOnly',
  max: 'reports.row.max',
  required: 'reports.row.required',
  // amend: a row without a comment in the latest round keeps what it had
  notAmendable: 'reports.row.notAmendable',
} as const;

// What is wrong with a row (empty: fine). names: the codes of each names group. A submitted
// (attended) report needs every chosen row and the unit and content of the lesson; an absence needs
// nothing but the rows it fills.
export function reportRowErrors(
  row: ReportRowValue,
  names: ReadonlyMap<number, readonly string[]>,
  action: ReportAction,
): ValidationError[] {
  const item = REPORT_ITEMS.find((i) => i.detail_no === row.detail_no);
  if (!item) return [validationError(REPORT_ROW_ERROR.unknownRow)];
  const errors: ValidationError[] = [];
  const code = row.names_code ?? '';
  const content = row.content ?? '';
  if (item.names_no !== null) {
    if (code !== '' && !(names.get(item.names_no) ?? []).includes(code))
      errors.push(validationError(REPORT_ROW_ERROR.unknownName));
    if (content.trim() !== '') errors.push(validationError(REPORT_ROW_ERROR.choiceOnly));
  } else if (code !== '') errors.push(validationError(REPORT_ROW_ERROR.textOnly));
  if (Array.from(content).length > REPORT_CONTENT_MAX)
    errors.push(validationError(REPORT_ROW_ERROR.max, { max: REPORT_CONTENT_MAX }));
  if (action === 'submit' && isRequiredOnSubmit(item) && !code.trim() && !content.trim())
    errors.push(validationError(REPORT_ROW_ERROR.required));
  return errors;
}

// SPEC names no required rows; the school's reports need the choices and what was taught.
const REQUIRED_TEXT_ROWS: readonly number[] = [7, 8];
const isRequiredOnSubmit = (item: ReportItem): boolean => item.names_no !== null || REQUIRED_TEXT_ROWS.includes(item.detail_no);
