import type { ChatroomCount, ReportListRow } from '@school/contracts';
import { LessonChatLink, LoadFailed, RelativeTimeText, TOUCH_TARGET, useOpenMeeting } from '@school/ui';
import { Link } from '@school/ui/router';
import { Button, Card, Empty, Space, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { DayLesson } from './teacher-day';

const reportPath = (scheduleNo: number) => `/C50102/${scheduleNo}`;

export function ReportLink({ scheduleNo }: { scheduleNo: number }) {
  const { t } = useTranslation();
  return (
    <Link to={reportPath(scheduleNo)} style={{ ...TOUCH_TARGET, padding: '0 8px' }}>
      {t('masters.c11101.writeReport')}
    </Link>
  );
}

// The lessons in start order, each a card: time, student, subject, classroom or the meeting link (opened
// through ZoomLog, with when the student joined), the report still to write flagged with the way to it,
// and, given the chat counts, the way into each lesson's chat room with its unread messages.
export function LessonList({ lessons, chats }: { lessons: DayLesson[]; chats?: ReadonlyMap<number, ChatroomCount> }) {
  const { t } = useTranslation();
  const openMeeting = useOpenMeeting();
  if (!lessons.length) return <Empty description={t('masters.c11101.noLessons')} />;
  return (
    <Space direction="vertical" style={{ width: '100%' }} data-testid="lessons">
      {[...lessons]
        .sort((a, b) => a.start_ms - b.start_ms || a.schedule_no - b.schedule_no)
        .map((l) => (
          <Card
            key={l.schedule_no}
            size="small"
            data-testid={`lesson-${l.schedule_no}`}
            title={t('masters.c11101.lessonTime', { start: l.start, end: l.end })}
          >
            <Typography.Paragraph style={{ marginBottom: 4, overflowWrap: 'anywhere' }}>
              <strong>{l.student_name ?? `#${l.student_no}`}</strong> · {l.subject_name ?? `#${l.subject_no}`}
            </Typography.Paragraph>
            <Space wrap>
              {l.zoom_url ? (
                <>
                  <Button onClick={() => void openMeeting(l.schedule_no)} style={TOUCH_TARGET} data-testid="join">
                    {t('masters.c11101.meeting')}
                  </Button>
                  <span data-testid="joined">
                    {l.opened_at ? (
                      <>
                        {t('masters.c11101.joined')}: <RelativeTimeText at={l.opened_at} />
                      </>
                    ) : (
                      t('masters.c11101.notJoined')
                    )}
                  </span>
                </>
              ) : (
                <span>{l.classroom_name ? `${t('masters.c11101.classroom')}: ${l.classroom_name}` : null}</span>
              )}
              {l.unwritten ? (
                <>
                  <Tag color="red">{t('masters.c11101.reportUnwritten')}</Tag>
                  <ReportLink scheduleNo={l.schedule_no} />
                </>
              ) : null}
              {chats ? <LessonChatLink scheduleNo={l.schedule_no} count={chats.get(l.schedule_no)} /> : null}
            </Space>
          </Card>
        ))}
    </Space>
  );
}

// The reports still to write (of the last days), each opening its report.
export function UnwrittenReports({ rows }: { rows: ReportListRow[] }) {
  const { t } = useTranslation();
  return (
    <Card size="small" title={t('masters.c11101.reportsToWrite')} data-testid="unwritten">
      {rows.length ? (
        rows.map((r) => (
          <div key={r.schedule_no} style={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 8 }}>
            <Tag color="red">{t('masters.c11101.reportUnwritten')}</Tag>
            <span style={{ overflowWrap: 'anywhere' }}>
              {r.schedule_date} {r.student_name ?? `#${r.student_no}`} {r.subject_name ?? ''}
            </span>
            <ReportLink scheduleNo={r.schedule_no} />
          </div>
        ))
      ) : (
        <Typography.Text type="secondary">{t('masters.c11101.noReports')}</Typography.Text>
      )}
    </Card>
  );
}

// A read of the teacher's day failed: say so, with a way to read again.
export function LoadError({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  return <LoadFailed title={t('masters.c11101.loadError')} retryLabel={t('masters.c11101.retry')} onRetry={onRetry} />;
}
