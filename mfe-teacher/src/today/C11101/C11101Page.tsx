import type { TeacherDayMark } from '@school/contracts';
import { nextLesson } from '@school/domain';
import { RelativeTimeText, useApi, useLessonChatCounts } from '@school/ui';
import { Card, Segmented, Skeleton, Space, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LessonList, LoadError, UnwrittenReports } from '../common/LessonList';
import { daysFrom, todayInTokyo, useLessonReader, useTeacherDayBase, type DayLesson } from '../common/teacher-day';

const MARK_DAYS = 7;
// more centers than this would not fit side by side at 360 px: one under the other
const MAX_CENTERS_IN_A_ROW = 3;

// C11101 teacher today: today's lessons at the chosen center (9 when the teacher works there, else
// their home, SPEC §9) in order with their chat rooms' unread counts, the time until the next one, the
// reports still to write, and the coming week's marks.
export function C11101Page() {
  const { t } = useTranslation();
  const api = useApi();
  const { base, reload } = useTeacherDayBase();
  const read = useLessonReader(base);
  const [center, setCenter] = useState<number | null>(null);
  const [lessons, setLessons] = useState<DayLesson[] | null | 'error'>(null);
  const [marks, setMarks] = useState<TeacherDayMark[]>([]);
  const today = todayInTokyo();
  const shown = lessons && lessons !== 'error' ? lessons.filter((l) => l.center_no === center) : [];
  const chats = useLessonChatCounts(
    shown.map((l) => l.schedule_no),
    'other',
  );

  useEffect(() => {
    if (!base || base === 'error') return;
    let live = true;
    setCenter((c) => c ?? base.init.default_center_no);
    Promise.all([
      read(today, today),
      api.call('C11101_getTeacherScheduleStatus', { start_date: today, end_date: daysFrom(today, MARK_DAYS) }),
    ]).then(
      ([rows, status]) => {
        if (!live) return;
        setLessons(rows);
        setMarks(status);
      },
      () => live && setLessons('error'),
    );
    return () => {
      live = false;
    };
  }, [api, base, read, today]);

  if (base === 'error' || lessons === 'error') return <LoadError onRetry={reload} />;
  if (!base || !lessons) return <Skeleton active data-testid="loading" />;

  const next = nextLesson(shown, Date.now());
  return (
    <Space direction="vertical" style={{ width: '100%', maxWidth: 720 }} data-testid="C11101">
      <Typography.Title level={2} style={{ fontSize: 20 }}>
        {t('route.C11101')} {today}
      </Typography.Title>
      {/* A teacher works at a few centers: all in sight, one tap each. Segmented costs the first
          content ≈ 4 KiB, a Select ≈ 22 (issue 25's JS goal, docs/benchmarks.md). */}
      <Space direction="vertical" size={4} style={{ width: '100%' }}>
        <Typography.Text>{t('masters.c11101.center')}</Typography.Text>
        <Segmented<number>
          value={center ?? undefined}
          onChange={setCenter}
          options={base.init.centers}
          size="large"
          block
          vertical={base.init.centers.length > MAX_CENTERS_IN_A_ROW}
          aria-label={t('masters.c11101.center')}
          data-testid="center"
        />
      </Space>
      <Typography.Text data-testid="next">
        {next ? (
          <>
            {t('masters.c11101.next')}: <RelativeTimeText at={next.start_ms} />
          </>
        ) : (
          t('masters.c11101.noNext')
        )}
      </Typography.Text>
      <LessonList lessons={shown} chats={chats} />
      <UnwrittenReports rows={base.unwritten} />
      <Card size="small" title={t('masters.c11101.marks')} data-testid="marks">
        {marks.map((m) => (
          <div key={m.schedule_date}>
            {m.schedule_date}{' '}
            {t('masters.c11101.mark', { shifts: m.shift_halves, lessons: m.lessons, reports: m.reports_to_write })}
          </div>
        ))}
      </Card>
    </Space>
  );
}
