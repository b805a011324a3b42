import { lessonStartMs, nextLesson, tokyoDate } from '@school/domain';
import { LessonChatLink, LoadFailed, RelativeTimeText, useLessonChatCounts } from '@school/ui';
import { Card, Empty, Skeleton, Space, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LessonCard } from '../LessonCard';
import { useRead } from '../../common/useRead';
import { useSubjectLabel } from '../../common/useSubjects';

// How often "time until the next lesson" is worked out again.
const TICK_MS = 30_000;

// C21101 (student today): the student's own lessons of today in start order, each with its teacher,
// subject, center or "online" and the meeting link when the server gives it, and the time until the
// next one in relative time (SPEC §9), and the way into each lesson's chat room with its unread count.
export function C21101Page() {
  const { t } = useTranslation();
  const subjectOf = useSubjectLabel();
  const { data, failed, reload } = useRead(
    (api) => {
      const today = tokyoDate(Date.now());
      return api.call('C21101_getSchedule', { start_date: today, end_date: today });
    },
    [],
    { clear: true },
  );
  const [now, setNow] = useState(() => Date.now());
  const chats = useLessonChatCounts(data?.lessons.map((l) => l.schedule_no) ?? [], 'studentDaily');
  const label = (key: string, values?: Record<string, string>) => t(`scheduling.studentDay.${key}`, values);

  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), TICK_MS);
    return () => clearInterval(timer);
  }, []);

  const next = data ? nextLesson(data.lessons, now) : undefined;
  return (
    <Card title={t('route.C21101')} data-testid="c21101-page">
      {failed ? (
        <LoadFailed title={label('loadError')} retryLabel={t('ui.common.retry')} onRetry={reload} testId="c21101-error" />
      ) : null}
      {!data && !failed ? <Skeleton active /> : null}
      {data ? (
        <Space direction="vertical" style={{ width: '100%' }} size="middle" data-testid="c21101-lessons">
          <Typography.Title level={2} style={{ fontSize: 16, margin: 0 }}>
            {label('todayOf', { date: data.today.replaceAll('-', '/') })}
          </Typography.Title>
          {data.lessons.length === 0 ? <Empty description={label('noLessonsToday')} data-testid="c21101-empty" /> : null}
          {data.lessons.length > 0 ? (
            <Typography.Text strong data-testid="c21101-next">
              {next ? (
                <>
                  {`${label('nextLesson')} (${next.start_time}): `}
                  <RelativeTimeText at={lessonStartMs(next.schedule_date, next.start_time)} now={now} />
                </>
              ) : (
                label('allStarted')
              )}
            </Typography.Text>
          ) : null}
          {data.lessons.map((lesson) => (
            <LessonCard
              key={lesson.schedule_no}
              lesson={lesson}
              subject={subjectOf(lesson.subject_no)}
              action={<LessonChatLink scheduleNo={lesson.schedule_no} count={chats.get(lesson.schedule_no)} />}
            />
          ))}
        </Space>
      ) : null}
    </Card>
  );
}
