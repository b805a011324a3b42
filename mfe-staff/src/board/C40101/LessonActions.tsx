import { TEACHER_TYPES, type BoardLesson } from '@school/contracts';
import { useApi } from '@school/ui';
import { Button, Select, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useBoardChange } from './useBoardChange';

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
export function LessonActions({ lesson, label, blockedBy, onChanged }: Props) {
  const { t } = useTranslation();
  const api = useApi();
  const { busy, confirmThen } = useBoardChange<'type' | 'cancel'>(onChanged);
  const schedule = { schedule_no: lesson.schedule_no, lock_version: lesson.lock_version };
  const typeLabel = (type: number) => (type === NO_TYPE ? t('board.c40101.teacherTypeNone') : t(`masters.c10101.type.${type}`));

  const setType = (type: number) =>
    confirmThen(t('board.c40101.teacherTypeConfirm', { lesson: label, type: typeLabel(type) }), {
      key: 'type',
      call: () =>
        api.call('C40101_setTeacherType', {
          schedule,
          teacher_request_type: type === NO_TYPE ? null : (type as 1 | 2 | 3),
        }),
      done: 'board.c40101.teacherTypeSet',
    });
  const cancel = () =>
    confirmThen(t('board.c40101.cancelConfirm', { lesson: label }), {
      key: 'cancel',
      call: () => api.call('C40101_cancelSchedule_SingleCell', { schedule }),
      done: 'board.c40101.cancelled',
    });

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
          disabled={!!blockedBy || busy !== null}
          style={{ minWidth: 160 }}
          aria-label={t('board.c40101.teacherType')}
          data-testid="c40101-teacher-type"
        />
        <Button danger disabled={!!blockedBy} loading={busy !== null} onClick={cancel} data-testid="c40101-cancel-lesson">
          {t('board.c40101.cancelLesson')}
        </Button>
      </Space>
    </section>
  );
}
