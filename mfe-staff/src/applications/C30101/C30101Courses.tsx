import type { WeeklyEntryView } from '@school/contracts';
import { Button, Card, List, Typography } from 'antd';
import type { Dispatch } from 'react';
import { useTranslation } from 'react-i18next';
import type { ChangesAction, ChangesState } from './c30101-changes';
import type { C30101Labels } from './useC30101Labels';

// The student's running weekly courses (C30101_getWeeklyEntrySchedule). Staff mark one to end: a del
// row saved with the other marked rows, which cancels the course's lessons after today.
export function C30101Courses({
  courses,
  state,
  dispatch,
  staff,
  labels,
}: {
  courses: readonly WeeklyEntryView[];
  state: ChangesState;
  dispatch: Dispatch<ChangesAction>;
  staff: boolean;
  labels: C30101Labels;
}) {
  const { t } = useTranslation();
  const ending = new Set(
    state.marked.flatMap((m) => (m.part === 'weekly' && m.row.action === 'del' ? [m.row.weekly_entry_no] : [])),
  );
  return (
    <Card size="small" title={t('masters.c30101.courses', { count: courses.length })} data-testid="c30101-courses">
      {courses.length ? (
        <List
          size="small"
          dataSource={[...courses]}
          renderItem={(c) => {
            const label = labels.course(c);
            const marked = ending.has(c.weekly_entry_no);
            return (
              <List.Item
                data-testid={`c30101-course-row-${c.weekly_entry_no}`}
                data-ending={marked ? '1' : '0'}
                actions={
                  staff
                    ? [
                        <Button
                          key="end"
                          size="small"
                          danger={!marked}
                          autoInsertSpace={false}
                          disabled={state.save === 'saving'}
                          onClick={() => dispatch({ type: 'endCourse', course: c })}
                          aria-label={t(marked ? 'masters.c30101.keepCourseLabel' : 'masters.c30101.endCourseLabel', {
                            course: label,
                          })}
                          data-testid={`c30101-course-end-${c.weekly_entry_no}`}
                        >
                          {t(marked ? 'masters.c30101.keepCourse' : 'masters.c30101.endCourse')}
                        </Button>,
                      ]
                    : []
                }
              >
                <div>
                  <div>{label}</div>
                  {marked ? <Typography.Text type="warning">{t('masters.c30101.endPending')}</Typography.Text> : null}
                </div>
              </List.Item>
            );
          }}
        />
      ) : (
        <Typography.Text type="secondary">{t('masters.c30101.noCourses')}</Typography.Text>
      )}
    </Card>
  );
}
