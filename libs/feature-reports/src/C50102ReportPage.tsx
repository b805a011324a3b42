import type {
  NextSchedule,
  PreviousReport,
  ReportDetailRow,
  ReportDropdownList,
  ReportEditOutput,
  ReportRowInput,
} from '@school/contracts';
import {
  formatDisplayDate,
  REPORT_COMMENT_MAX,
  REPORT_HANDOVER_MAX,
  reportActionTooEarly,
  reportRowErrors,
  tokyoDate,
  validationError,
  type FormResult,
  type FormValues,
  type ValidationError,
} from '@school/domain';
import {
  editReducer,
  hasUnsavedChanges,
  initialEditState,
  isApiError,
  useApi,
  useFieldMessageText,
  useNotices,
  useSession,
  useUnsavedChangesPrompt,
} from '@school/ui';
import { useParams, useSearchParams } from '@school/ui/router';
import type { EditFieldProps } from '@school/ui/screens';
import { Alert, Button, Card, Flex, Form, Input, Result, Skeleton, Space } from 'antd';
import { useEffect, useReducer, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ReportDetailRows } from './ReportDetailRows';
import { ReportHistory } from './ReportHistory';
import { ReportLessonInfo } from './ReportLessonInfo';
import { isReportNotYours, ReportNotYours } from './ReportNotYours';

type Loaded = { names: ReportDropdownList; previous: PreviousReport[]; next: NextSchedule[] };
type EditAction = 'save' | 'submit' | 'absent';
type ReviewAction = 'approve' | 'reject';

// the server's 422 names a row's messages the same way
const rowKey = (detailNo: number) => `details.${detailNo}`;
const HANDOVER = 'handover';

// The form holds each row's one value (a chosen names_code or a text) and the handover notes.
const valuesOf = (report: ReportEditOutput): FormValues => ({
  ...Object.fromEntries(
    report.currentFormData.details.map((d) => [rowKey(d.detail_no), (d.names_no !== null ? d.names_code : d.content) ?? '']),
  ),
  [HANDOVER]: report.currentFormData.handover ?? '',
});

const rowsOf = (report: ReportEditOutput, values: FormValues): ReportRowInput[] =>
  report.currentFormData.details.map((d) => {
    const value = String(values[rowKey(d.detail_no)] ?? '');
    return d.names_no !== null
      ? { detail_no: d.detail_no, names_code: value === '' ? null : value, content: null }
      : { detail_no: d.detail_no, names_code: null, content: value === '' ? null : value };
  });

const CONFIRM: Partial<Record<EditAction | ReviewAction, string>> = {
  submit: 'reports.screen.confirmSubmit',
  absent: 'reports.screen.confirmAbsent',
  approve: 'reports.screen.confirmApprove',
  reject: 'reports.screen.confirmReject',
};
const DONE: Record<EditAction | ReviewAction, string> = {
  save: 'common.saved',
  submit: 'reports.screen.submitted',
  absent: 'reports.screen.submitted',
  approve: 'reports.screen.approved',
  reject: 'reports.screen.rejected',
};

// C50102 (/C50102/{schedule_no}) lesson report entry and review. The server answers the mode, the
// rows' disabled/showComment/showBtn and the actions the caller may send (libs/domain reportView,
// SPEC §4; ?viewMode=1 forces view). Every write sends the t3110_lock_version the page holds and
// takes the one answered (a comment moves it on too); a stale write is the client's MSG_0001 and the
// page keeps what was typed.
export function C50102ReportPage() {
  const { t } = useTranslation();
  const api = useApi();
  const { message, modal } = useNotices();
  const text = useFieldMessageText();
  const isStaff = useSession().user?.isAdmin ?? false;
  const scheduleNo = Number(useParams().schedule_no);
  const [params] = useSearchParams();
  const viewMode = ['1', 'true'].includes(params.get('viewMode') ?? '');

  const [report, setReport] = useState<ReportEditOutput | null>(null);
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const [failed, setFailed] = useState(false);
  const [notYours, setNotYours] = useState(false);
  const [state, dispatch] = useReducer(editReducer, {}, initialEditState);
  const [drafts, setDrafts] = useState<Record<number, string>>({});
  const [posting, setPosting] = useState<number | null>(null);
  const [reviewing, setReviewing] = useState<ReviewAction | null>(null);
  const pending = useRef<EditAction>('save');

  const show = (next: ReportEditOutput) => {
    setReport(next);
    dispatch({ type: 'loadDone', values: valuesOf(next) });
  };

  useEffect(() => {
    if (!Number.isInteger(scheduleNo) || scheduleNo <= 0) return setFailed(true);
    let live = true;
    setFailed(false);
    setNotYours(false);
    dispatch({ type: 'loadStart' });
    const key = { schedule_no: scheduleNo };
    api
      .batch(
        [
          { api: 'C50102_getEdit', input: { ...key, viewMode } },
          { api: 'C50102_getDropdownList', input: {} },
          { api: 'C50102_getPreviousReportNoList', input: key },
          { api: 'C50102_getNextScheduleList', input: key },
        ] as const,
        { handleErrors: false },
      )
      .then(([edit, names, previous, next]) => {
        if (!live) return;
        setLoaded({ names, previous, next });
        show(edit);
      })
      .catch((e: unknown) => {
        if (!live || (isApiError(e) && e.aborted)) return;
        if (isReportNotYours(e, 'C50102_getEdit')) setNotYours(true);
        else if (isApiError(e)) api.report(e);
        setFailed(true);
        dispatch({ type: 'loadFail' });
      });
    return () => {
      live = false;
    };
  }, [api, scheduleNo, viewMode]);

  const ask = (key: string) =>
    new Promise<boolean>((resolve) =>
      modal.confirm({
        title: t('common.confirmTitle'),
        content: t(key),
        okText: t('common.yes'),
        cancelText: t('common.no'),
        width: 'min(500px, calc(100vw - 32px))',
        onOk: () => resolve(true),
        onCancel: () => resolve(false),
      }),
    );

  const drafting = Object.values(drafts).some((d) => d.trim() !== '');
  useUnsavedChangesPrompt(hasUnsavedChanges(state) || drafting);

  // A save starts when the reducer enters 'saving' (the rows passed the same checks the server runs).
  useEffect(() => {
    if (state.save !== 'saving' || !report) return;
    const action = pending.current;
    const confirmKey = CONFIRM[action];
    (confirmKey ? ask(confirmKey) : Promise.resolve(true))
      .then(async (go) => {
        if (!go) return dispatch({ type: 'saveCancel' });
        const answer = await api.call('C50102_doEdit', {
          schedule_no: report.currentFormData.schedule_no,
          t3110_lock_version: report.currentFormData.t3110_lock_version,
          action,
          handover: String(state.values[HANDOVER] ?? '') || null,
          details: rowsOf(report, state.values),
        });
        setReport(answer);
        dispatch({ type: 'saveDone', values: valuesOf(answer) });
        void message.success(t(DONE[action]));
      })
      .catch((e: unknown) => dispatch({ type: 'saveFail', fieldErrors: isApiError(e) ? e.fieldErrors : null }));
    // once per save
  }, [state.save]);

  if (failed && !report) {
    return (
      <Card title={t('route.C50102')}>
        {notYours ? <ReportNotYours /> : <Result status="error" title={t('reports.screen.loadError')} />}
      </Card>
    );
  }
  if (!report || !loaded) {
    return (
      <Card title={t('route.C50102')}>
        <Skeleton active />
      </Card>
    );
  }

  const names = new Map(Object.entries(loaded.names).map(([no, options]) => [Number(no), options.map((o) => o.value)]));
  const validate =
    (action: EditAction) =>
    (values: FormValues): FormResult => {
      const errors: Record<string, ValidationError[]> = {};
      for (const row of rowsOf(report, values)) {
        const found = reportRowErrors(row, names, action);
        if (found.length) errors[rowKey(row.detail_no)] = found;
      }
      if (Array.from(String(values[HANDOVER] ?? '')).length > REPORT_HANDOVER_MAX)
        errors[HANDOVER] = [validationError('reports.error.handoverMax', { max: REPORT_HANDOVER_MAX })];
      return { valid: Object.keys(errors).length === 0, errors };
    };
  const send = (action: EditAction) => {
    pending.current = action;
    dispatch({ type: 'submit', schema: {}, validate: validate(action) });
  };

  const review = async (action: ReviewAction) => {
    if (!(await ask(CONFIRM[action] ?? ''))) return;
    setReviewing(action);
    try {
      const answer = await api.call('C50102_doReview', {
        schedule_no: report.currentFormData.schedule_no,
        t3110_lock_version: report.currentFormData.t3110_lock_version,
        action,
      });
      show(answer);
      void message.success(t(DONE[action]));
    } catch {
      // the API client has shown why (MSG_0001 for a stale page); the page stays as it was
    } finally {
      setReviewing(null);
    }
  };

  const post = async (row: ReportDetailRow) => {
    const comment = (drafts[row.detail_no] ?? '').trim();
    if (Array.from(comment).length > REPORT_COMMENT_MAX) {
      void message.error(t('reports.error.commentMax', { max: REPORT_COMMENT_MAX }));
      return;
    }
    setPosting(row.detail_no);
    try {
      const answer = await api.call('C50102_doComment', {
        schedule_no: report.currentFormData.schedule_no,
        detail_no: row.detail_no,
        comment,
        t3110_lock_version: report.currentFormData.t3110_lock_version,
      });
      setReport(
        (r) =>
          r && {
            ...r,
            currentFormData: {
              ...r.currentFormData,
              t3110_lock_version: answer.t3110_lock_version,
              details: r.currentFormData.details.map((d) =>
                d.detail_no === row.detail_no ? { ...d, comments: answer.comments } : d,
              ),
            },
          },
      );
      setDrafts((all) => ({ ...all, [row.detail_no]: '' }));
      void message.success(t('reports.screen.commentPosted'));
    } catch {
      // the typed comment stays in its box; the API client has shown why
    } finally {
      setPosting(null);
    }
  };

  const { mode, actions, buttonDisabled } = report;
  const can = (action: string) => actions.includes(action as (typeof actions)[number]);
  const saving = state.save === 'saving';
  const editable = can('save');
  // the server leaves submit and absent out before the lesson's date; the page says why
  const tooEarly = reportActionTooEarly('submit', { lessonDate: report.lesson.schedule_date, today: tokyoDate(Date.now()) });
  const field = (row: ReportDetailRow): EditFieldProps => {
    const messages = state.errors[rowKey(row.detail_no)] ?? [];
    return {
      value: state.values[rowKey(row.detail_no)],
      onChange: (value) => dispatch({ type: 'change', field: rowKey(row.detail_no), value }),
      validateStatus: messages.length ? 'error' : undefined,
      help: messages.length ? messages.map(text).join(' ') : undefined,
    };
  };
  const handoverErrors = state.errors[HANDOVER] ?? [];
  // server messages on fields this page has no place for (e.g. a row's error of another list)
  const elsewhere = Object.entries(state.errors)
    .filter(([key]) => key !== HANDOVER && !report.currentFormData.details.some((d) => rowKey(d.detail_no) === key))
    .flatMap(([, list]) => list.map(text));

  return (
    <Card title={t('route.C50102')}>
      <ReportLessonInfo report={report} />
      <Flex gap={24} align="flex-start" wrap="wrap">
        <Form layout="vertical" style={{ flex: '1 1 560px', minWidth: 0 }} onFinish={() => send('save')}>
          {state.formError ? (
            <Alert type="error" showIcon message={text(state.formError)} style={{ marginBottom: 16 }} data-testid="form-error" />
          ) : null}
          {elsewhere.length ? <Alert type="error" showIcon message={elsewhere.join(' ')} style={{ marginBottom: 16 }} /> : null}
          {mode === 'amend' ? (
            <Alert type="info" showIcon message={t('reports.screen.amendHint')} style={{ marginBottom: 16 }} />
          ) : null}
          {editable && tooEarly ? (
            <Alert
              type="info"
              showIcon
              message={t('reports.screen.fromLessonDate', { date: formatDisplayDate(report.lesson.schedule_date) })}
              style={{ marginBottom: 16 }}
              data-testid="c50102-from-lesson-date"
            />
          ) : null}
          <ReportDetailRows
            details={report.currentFormData.details}
            names={loaded.names}
            field={field}
            commentBox={
              can('comment')
                ? {
                    draft: (no) => drafts[no] ?? '',
                    setDraft: (no, value) => setDrafts((all) => ({ ...all, [no]: value })),
                    post: (row) => void post(row),
                    posting,
                  }
                : undefined
            }
          />
          <Form.Item
            label={t('reports.screen.handover')}
            htmlFor="c50102-handover"
            validateStatus={handoverErrors.length ? 'error' : undefined}
            help={handoverErrors.length ? handoverErrors.map(text).join(' ') : undefined}
            style={{ marginTop: 16 }}
          >
            <Input.TextArea
              id="c50102-handover"
              autoSize={{ minRows: 2, maxRows: 8 }}
              disabled={!editable}
              value={String(state.values[HANDOVER] ?? '')}
              onChange={(e) => dispatch({ type: 'change', field: HANDOVER, value: e.target.value })}
              data-testid="c50102-handover"
            />
          </Form.Item>
          <Space wrap data-testid="c50102-actions">
            {editable ? (
              <Button htmlType="submit" loading={saving && pending.current === 'save'} data-testid="c50102-save">
                {t(mode === 'afterReview' ? 'reports.screen.saveAfterReview' : 'reports.screen.save')}
              </Button>
            ) : null}
            {can('submit') ? (
              <Button
                type="primary"
                loading={saving && pending.current === 'submit'}
                onClick={() => send('submit')}
                data-testid="c50102-submit"
              >
                {t(mode === 'amend' ? 'reports.screen.resubmit' : 'reports.screen.submit')}
              </Button>
            ) : null}
            {can('absent') ? (
              <Button loading={saving && pending.current === 'absent'} onClick={() => send('absent')} data-testid="c50102-absent">
                {t('reports.screen.absent')}
              </Button>
            ) : null}
            {can('approve') ? (
              <Button
                type="primary"
                loading={reviewing === 'approve'}
                disabled={reviewing !== null}
                onClick={() => void review('approve')}
                data-testid="c50102-approve"
              >
                {t('reports.screen.approve')}
              </Button>
            ) : null}
            {can('reject') ? (
              <Button
                danger
                loading={reviewing === 'reject'}
                disabled={reviewing !== null}
                onClick={() => void review('reject')}
                data-testid="c50102-reject"
              >
                {t('reports.screen.reject')}
              </Button>
            ) : null}
            {buttonDisabled ? (
              // SPEC §4: the mode's button is shown, not pressable
              <Button type="primary" disabled data-testid="c50102-disabled-button">
                {t(isStaff ? 'reports.screen.approve' : 'reports.screen.submit')}
              </Button>
            ) : null}
          </Space>
        </Form>
        <aside style={{ flex: '0 1 320px' }}>
          <ReportHistory previous={loaded.previous} next={loaded.next} />
        </aside>
      </Flex>
    </Card>
  );
}
