import { TEACHER_TYPES, type BoardLesson } from '@school/contracts';
import { useApi } from '@school/ui';
import { App, Button, Select, Space, Typography } from 'antd';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

type Confirm = Pick<ReturnType<typeof App.useApp>['modal'], 'confirm'>;

// A change the board cannot take back asks first (SPEC §8: title 確認, はい/いいえ); run's refusal
// is shown by the API client or by run itself.
export function confirmThen(modal: Confirm, t: (key: string) => string, content: ReactNode, run: () => Promise<void>) {
  modal.confirm({
    title: t('common.confirmTitle'),
    content,
    okText: t('common.yes'),
    cancelText: t('common.no'),
    width: 'min(500px, calc(100vw - 32px))',
    onOk: () => void run(),
  });
}

const NO_TYPE = 0;

type Props = {
  lesson: BoardLesson;
  label: string;
  // null: the actions may be used; else why not (pending changes, a date outside the editable period)
  blockedBy: string | null;
  // the board reads the lesson again (its new lock_version and state)
  onChanged: () => void;
};

// The selected lesson's own changes (SPEC §7): the teacher type it asks for
// (C40101_setTeacherType, which the '講師タイプが一致しません。' warning compares) and its cancel
// (C40101_cancelSchedule_SingleCell, its half freed). Both reload the board, so only on a clean one.
export function C40101LessonActions({ lesson, label, blockedBy, onChanged }: Props) {
  const { t } = useTranslation();
  const api = useApi();
  const { message, modal } = App.useApp();
  const [busy, setBusy] = useState(false);
  const schedule = { schedule_no: lesson.schedule_no, lock_version: lesson.lock_version };
  const typeLabel = (type: number) => (type === NO_TYPE ? t('board.c40101.teacherTypeNone') : t(`masters.c10101.type.${type}`));

  const change = async (call: () => Promise<unknown>, done: string) => {
    setBusy(true);
    try {
      await call();
      void message.success(t(done));
    } catch {
      // the API client has shown the refusal (e.g. changed meanwhile): show the lesson as it is now
    } finally {
      setBusy(false);
      onChanged();
    }
  };

  const setType = (type: number) =>
    confirmThen(modal, t, t('board.c40101.teacherTypeConfirm', { lesson: label, type: typeLabel(type) }), () =>
      change(
        () =>
          api.call('C40101_setTeacherType', {
            schedule,
            teacher_request_type: type === NO_TYPE ? null : (type as 1 | 2 | 3),
          }),
        'board.c40101.teacherTypeSet',
      ),
    );
  const cancel = () =>
    confirmThen(modal, t, t('board.c40101.cancelConfirm', { lesson: label }), () =>
      change(() => api.call('C40101_cancelSchedule_SingleCell', { schedule }), 'board.c40101.cancelled'),
    );

  return (
    <section aria-labelledby="c40101-lesson-actions-title" data-testid="c40101-lesson-actions">
      <Typography.Title level={3} style={{ fontSize: 14, marginTop: 12 }} id="c40101-lesson-actions-title">
        {t('board.c40101.lessonActions')}
      </Typography.Title>
      {blockedBy ? <Typography.Paragraph type="secondary">{blockedBy}</Typography.Paragraph> : null}
      <Space wrap>
        <Select
          value={lesson.teacher_request_type ?? NO_TYPE}
          options={[NO_TYPE, ...TEACHER_TYPES].map((v) => ({ value: v, label: typeLabel(v) }))}
          onChange={setType}
          disabled={!!blockedBy || busy}
          style={{ minWidth: 160 }}
          aria-label={t('board.c40101.teacherType')}
          data-testid="c40101-teacher-type"
        />
        <Button danger disabled={!!blockedBy} loading={busy} onClick={cancel} data-testid="c40101-cancel-lesson">
          {t('board.c40101.cancelLesson')}
        </Button>
      </Space>
    </section>
  );
}
