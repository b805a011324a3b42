import { addDays, groupByDay } from '@school/domain';
import { browseReducer, initialBrowseState, isBrowseBusy, TOUCH_TARGET } from '@school/ui';
import { CalendarFeedPanel } from '@school/ui/screens';
import { Button, Card, Skeleton, Space, Typography } from 'antd';
import { useEffect, useReducer } from 'react';
import { useTranslation } from 'react-i18next';
import { LessonList, LoadError, UnwrittenReports } from '../common/LessonList';
import { daysFrom, todayInTokyo, useLessonReader, useTeacherDayBase, type DayLesson } from '../common/teacher-day';

// A page is two weeks from tomorrow; "more" appends the next (SPEC §4 loading_nextPage), up to eight weeks.
const PAGE_DAYS = 14;
const PAGES = 4;

// C11201 teacher upcoming: the teacher's lessons at every center over the coming weeks, by day, and
// below them the teacher's calendar feed (docs/calendar-feeds.md).
export function C11201Page() {
  const { t } = useTranslation();
  const { base, reload } = useTeacherDayBase();
  const read = useLessonReader(base);
  const [state, dispatch] = useReducer(browseReducer<DayLesson>, initialBrowseState<DayLesson>({}, PAGE_DAYS));
  const first = addDays(todayInTokyo(), 1);

  useEffect(() => {
    if (base && base !== 'error') dispatch({ type: 'load', page: 1 });
  }, [base]);

  const { status, seq } = state;
  const page = state.pagination.current_page;
  useEffect(() => {
    if (!isBrowseBusy(status)) return;
    const start = addDays(first, (page - 1) * PAGE_DAYS);
    read(start, daysFrom(start, PAGE_DAYS)).then(
      (rows) =>
        dispatch({
          type: 'loaded',
          seq,
          // every page counts: a fortnight without lessons is still a fortnight shown
          output: {
            data: rows,
            pagination: { current_page: page, last_page: PAGES, per_page: PAGE_DAYS, total: PAGES * PAGE_DAYS },
          },
        }),
      () => dispatch({ type: 'failed', seq }),
    );
  }, [status, seq, page, first, read]);

  if (base === 'error' || status === 'error') return <LoadError onRetry={reload} />;
  if (!base || status === 'init' || status === 'loading') return <Skeleton active data-testid="loading" />;

  const days = groupByDay(state.rows);
  return (
    <Space direction="vertical" style={{ width: '100%', maxWidth: 720 }} data-testid="C11201">
      <Typography.Title level={2} style={{ fontSize: 20 }}>
        {t('route.C11201')}
      </Typography.Title>
      <UnwrittenReports rows={base.unwritten} />
      {days.length ? (
        days.map((d) => (
          <Card key={d.date} size="small" title={d.date} data-testid="day">
            <LessonList lessons={d.rows} />
          </Card>
        ))
      ) : (
        <LessonList lessons={[]} />
      )}
      {page < PAGES || status === 'error_nextPage' ? (
        <Button
          block
          style={TOUCH_TARGET}
          loading={status === 'loading_nextPage'}
          onClick={() => dispatch({ type: 'nextPage' })}
          data-testid="more"
        >
          {status === 'error_nextPage' ? t('masters.c11101.retry') : t('masters.c11101.more')}
        </Button>
      ) : null}
      <CalendarFeedPanel />
    </Space>
  );
}
