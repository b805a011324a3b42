import type { C30101DoSubmitOutput, C30101SubmitOutput } from '@school/contracts';
import { Card, Descriptions, List, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { C30101Labels } from './useC30101Labels';

// ended: the indexes of the weekly rows sent that ended a course (their lessons are the cancelled ones)
export type SaveResults = { weekly: C30101DoSubmitOutput | null; ended: ReadonlySet<number>; submit: C30101SubmitOutput | null };

// What the last save answered: per weekly course the lessons it created, the weeks it did not
// (cancel rows: the student already had a lesson there, or the cell was full) and the course end;
// the applications with their status and the not-attended days.
export function C30101Results({ results, labels }: { results: SaveResults; labels: C30101Labels }) {
  const { t } = useTranslation();
  const courses = results.weekly?.weekly ?? [];
  const entries = results.submit?.entries ?? [];
  const absent = results.submit?.not_attended ?? [];
  return (
    <Card size="small" title={t('masters.c30101.results')} data-testid="c30101-results">
      {courses.map(({ entry, lessons, cancels }, i) =>
        results.ended.has(i) ? (
          <div key={entry.weekly_entry_no} data-testid={`c30101-course-${entry.weekly_entry_no}`} style={{ marginBottom: 12 }}>
            <Typography.Title level={5} style={{ fontSize: 14 }}>
              {t('masters.c30101.courseEnded', { course: labels.course(entry) })}
            </Typography.Title>
            <Typography.Text data-testid="c30101-cancelled-lessons">
              {t('masters.c30101.cancelledLessons', {
                count: lessons.length,
                dates: lessons.map((l) => labels.date(l.schedule_date)).join('、'),
              })}
            </Typography.Text>
          </div>
        ) : (
          <div key={entry.weekly_entry_no} data-testid={`c30101-course-${entry.weekly_entry_no}`} style={{ marginBottom: 12 }}>
            <Typography.Title level={5} style={{ fontSize: 14 }}>
              {t('masters.c30101.courseTitle', {
                date: labels.date(entry.course_start_date),
                weekday: labels.weekday(entry.course_start_date),
                slot: labels.slot(entry.time_limit_no),
                subject: labels.subject(entry.subject_no),
                weeks: entry.weeks,
              })}
            </Typography.Title>
            <Descriptions
              size="small"
              column={1}
              items={[
                {
                  key: 'end',
                  label: t('masters.c30101.courseEnd'),
                  children: (
                    <span data-testid="c30101-course-end">
                      {entry.course_end_date ? labels.day(entry.course_end_date) : t('masters.c30101.noCourseEnd')}
                    </span>
                  ),
                },
                {
                  key: 'lessons',
                  label: t('masters.c30101.createdLessons', { count: lessons.filter((l) => l.cancel_flag === 0).length }),
                  children: (
                    <span data-testid="c30101-created-lessons">
                      {lessons
                        .filter((l) => l.cancel_flag === 0)
                        .map((l) => labels.date(l.schedule_date))
                        .join('、')}
                    </span>
                  ),
                },
                {
                  key: 'cancels',
                  label: t('masters.c30101.cancelRows', { count: cancels.length }),
                  children: (
                    <span data-testid="c30101-cancel-rows">
                      {cancels
                        .map((c) =>
                          t('masters.c30101.cancelRow', {
                            date: labels.date(c.schedule_date),
                            reason:
                              c.conflict_schedule_no === null
                                ? t('masters.c30101.reasonFull')
                                : t('masters.c30101.reasonOccupied'),
                          }),
                        )
                        .join('、')}
                    </span>
                  ),
                },
              ]}
            />
          </div>
        ),
      )}
      {entries.length || absent.length ? (
        <List
          size="small"
          header={t('masters.c30101.submitted')}
          dataSource={[
            ...entries.map((e) => ({
              key: `e${e.entry_schedule_no}`,
              text: t('masters.c30101.entryResult', {
                entry: labels.entry(e),
                date: labels.day(e.schedule_date),
                slot: labels.slot(e.time_limit_no),
              }),
            })),
            ...absent.map((n) => ({
              key: `n${n.not_attended_no}`,
              text: t('masters.c30101.rowNotAttended', { date: labels.day(n.schedule_date) }),
            })),
          ]}
          renderItem={(row) => <List.Item data-testid="c30101-submitted-row">{row.text}</List.Item>}
        />
      ) : null}
    </Card>
  );
}
