import { type C21101Lesson, type RebookingRequestRecord } from '@school/contracts';
import { tokyoDate } from '@school/domain';
import {
  browseReducer,
  hasNextPage,
  initialBrowseState,
  isApiError,
  LoadFailed,
  TOUCH_TARGET,
  useApi,
  type BrowseState,
} from '@school/ui';
import { CalendarFeedPanel } from '@school/ui/screens';
import { Button, Card, Empty, Skeleton, Space, Tag, Typography } from 'antd';
import { useCallback, useEffect, useMemo, useReducer, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LessonCard } from '../LessonCard';
import { useSubjectLabel } from '../../common/useSubjects';
import { RequestDialog } from './RequestDialog';
import { RequestList } from './RequestList';
import { openRequestByLesson } from './request-view';
import { pageRange, PAGE_DAYS, upcomingPage, type UpcomingDay } from './upcoming-view';

// C21201 (student upcoming): the student's own lessons from tomorrow, grouped by day, two weeks at a
// time with a "more" button (the phone's appendPages) in SPEC §4's browse states, loading_nextPage
// included. Each lesson card offers "request a change" (T1035 rebooking) or shows its open request;
// the student's requests and the calendar feed (docs/calendar-feeds.md) follow the lessons.
export function C21201Page() {
  const { t, i18n } = useTranslation();
  const api = useApi();
  const subjectOf = useSubjectLabel();
  const [today] = useState(() => tokyoDate(Date.now()));
  const [state, dispatch] = useReducer(browseReducer<UpcomingDay>, {}, () => initialBrowseState<UpcomingDay>({}, PAGE_DAYS));
  const label = (key: string, values?: Record<string, string>) => t(`scheduling.studentDay.${key}`, values);
  const weekday = useMemo(() => new Intl.DateTimeFormat(i18n.language, { weekday: 'short', timeZone: 'UTC' }), [i18n.language]);
  const slash = (date: string) => date.replaceAll('-', '/');
  const [requests, setRequests] = useState<RebookingRequestRecord[] | 'error' | null>(null);
  const [asking, setAsking] = useState<C21101Lesson | null>(null);

  const loadRequests = useCallback(() => {
    api.call('C21201_getRequest', {}, { silent: true }).then(
      (out) => setRequests(out.requests),
      () => setRequests('error'),
    );
  }, [api]);
  useEffect(loadRequests, [loadRequests]);
  const openByLesson = useMemo(() => openRequestByLesson(Array.isArray(requests) ? requests : []), [requests]);
  const actionOf = (lesson: C21101Lesson) => {
    const open = openByLesson.get(lesson.schedule_no);
    if (open)
      return (
        <Tag color="processing" style={{ marginTop: 8 }} data-testid={`request-status-${lesson.schedule_no}`}>
          {label('requestStatus', { status: t(`scheduling.rebookingRequest.status.${open.status}`) })}
        </Tag>
      );
    // while the requests are unknown nothing is offered: a second open request would be refused
    if (!Array.isArray(requests)) return null;
    return (
      <Button
        block
        style={{ ...TOUCH_TARGET, marginTop: 8 }}
        onClick={() => setAsking(lesson)}
        data-testid={`request-${lesson.schedule_no}`}
      >
        {label('requestChange')}
      </Button>
    );
  };

  const fetchPage = async (snapshot: BrowseState<UpcomingDay>) => {
    const page = snapshot.pagination.current_page;
    try {
      const out = await api.call('C21101_getSchedule', pageRange(today, page));
      dispatch({ type: 'loaded', seq: snapshot.seq, output: upcomingPage(out, page) });
    } catch (e) {
      if (isApiError(e) && e.aborted) return;
      dispatch({ type: 'failed', seq: snapshot.seq });
    }
  };

  // Every request starts from the state that asked for it (its seq), once per seq.
  useEffect(() => {
    if (state.status === 'loading' || state.status === 'loading_nextPage') void fetchPage(state);
  }, [state.seq]);
  useEffect(() => dispatch({ type: 'load', page: 1 }), []);

  const { status, rows } = state;
  const days = rows.filter((d) => d.lessons.length > 0);
  const shownEnd = rows.length ? rows[rows.length - 1].schedule_date : null;
  return (
    <Card title={t('route.C21201')} data-testid="c21201-page" data-status={status}>
      {status === 'init' || status === 'loading' ? <Skeleton active /> : null}
      {status === 'error' ? (
        <LoadFailed
          title={label('loadError')}
          retryLabel={t('ui.common.retry')}
          onRetry={() => dispatch({ type: 'load' })}
          testId="c21201-error"
        />
      ) : null}
      {rows.length > 0 && shownEnd ? (
        <Space direction="vertical" style={{ width: '100%' }} size="middle">
          <Typography.Text type="secondary">
            {label('upcomingFrom', { start: slash(rows[0].schedule_date), end: slash(shownEnd) })}
          </Typography.Text>
          {days.length === 0 ? <Empty description={label('noLessonsShown')} data-testid="c21201-empty" /> : null}
          {days.map((day) => (
            <section
              key={day.schedule_date}
              aria-label={slash(day.schedule_date)}
              data-testid={`c21201-day-${day.schedule_date}`}
            >
              <Typography.Title level={2} style={{ fontSize: 16, margin: '4px 0' }}>
                {label('dayOf', {
                  date: slash(day.schedule_date),
                  weekday: weekday.format(new Date(`${day.schedule_date}T00:00:00Z`)),
                })}
              </Typography.Title>
              <Space direction="vertical" style={{ width: '100%' }}>
                {day.lessons.map((lesson) => (
                  <LessonCard
                    key={lesson.schedule_no}
                    lesson={lesson}
                    subject={subjectOf(lesson.subject_no)}
                    action={actionOf(lesson)}
                  />
                ))}
              </Space>
            </section>
          ))}
          {hasNextPage(state) || status === 'loading_nextPage' || status === 'error_nextPage' ? (
            <Button
              block
              style={TOUCH_TARGET}
              // after a failed page the shared state offers no next page: the list is read again from the start
              onClick={() => dispatch(status === 'error_nextPage' ? { type: 'load', page: 1 } : { type: 'nextPage' })}
              loading={status === 'loading_nextPage'}
              data-testid="c21201-more"
            >
              {status === 'error_nextPage' ? t('ui.common.retry') : t('ui.browse.more')}
            </Button>
          ) : null}
        </Space>
      ) : null}
      <RequestList requests={requests} onRetry={loadRequests} />
      <CalendarFeedPanel />
      {asking ? (
        <RequestDialog
          lesson={asking}
          today={today}
          onClose={() => setAsking(null)}
          onSent={() => {
            setAsking(null);
            loadRequests();
          }}
        />
      ) : null}
    </Card>
  );
}
