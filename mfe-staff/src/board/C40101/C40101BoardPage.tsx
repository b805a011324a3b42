import { formatDisplayDate, isAssignable } from '@school/domain';
import { AppTabs, LoadFailed } from '@school/ui';
import { Alert, Card, Empty, Flex, Skeleton, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { AfterPaint } from './AfterPaint';
import { BoardToolbar } from './BoardToolbar';
import { DayActions } from './DayActions';
import { LessonPanel } from './LessonPanel';
import { PasswordDialog } from './PasswordDialog';
import { TeacherGrid } from './TeacherGrid';
import { useAssignAttempt } from './useAssignAttempt';
import { useBoard } from './useBoard';
import { useLessonLabel } from './useLessonLabel';

// C40101 teacher-assignment board (SPEC §2, §4, §5): one center and date range, a day at a time;
// teachers against periods and halves with their shifts, the day's unassigned lessons in the four
// sections. Assign by drag and drop or by picking a lesson and then a teacher cell; the checks of
// SPEC §5 run first; saving sends only the pending lessons. Center and range stay in the query.
export function C40101BoardPage() {
  const { t } = useTranslation();
  const boardData = useBoard();
  const { range, loaded, data, editable, state, dispatch, selected, selectedState, canEdit, blockedBy, reload } = boardData;
  const attempt = useAssignAttempt(boardData);
  const { board, day, selectedNo, passwordFor } = state;
  const periods = data?.calendar.periods ?? [];
  const lessonLabel = useLessonLabel(periods);
  const pick = (scheduleNo: number) => dispatch({ type: 'pick', scheduleNo });
  // SPEC §7 transfers reload the board, so only on a clean one (nothing pending is lost)
  const movable = !!selected && !!selectedState && isAssignable(selectedState) && !board?.dirty && canEdit;

  const calendarDays = data?.calendar.days ?? [];
  const distributeState = data?.distribute.find((d) => d.schedule_date === day);
  return (
    <Card
      title={t('route.C40101')}
      extra={
        <BoardToolbar
          range={range}
          dirty={board?.dirty ?? false}
          saving={boardData.saving}
          onSave={() => void boardData.save()}
          ready={!!data || loaded.state === 'failed' || range.noRange}
        />
      }
    >
      {editable ? (
        <Typography.Paragraph type="secondary">
          {t('board.c40101.editable', { min: formatDisplayDate(editable.min_date), max: formatDisplayDate(editable.max_date) })}
          {board?.dirty ? ` ・ ${t('board.c40101.dirty', { count: boardData.pendingCount })}` : ''}
        </Typography.Paragraph>
      ) : null}
      {boardData.conflicts.length > 0 ? (
        <Alert
          type="warning"
          showIcon
          data-testid="c40101-live-conflicts"
          style={{ marginBottom: 12 }}
          message={t('board.c40101.liveConflictTitle')}
          description={
            <ul style={{ margin: 0, paddingInlineStart: 20 }}>
              {boardData.conflicts.map((l) => {
                const read = boardData.byNo.get(l.schedule_no);
                return (
                  <li key={l.schedule_no} data-testid={`c40101-conflict-${l.schedule_no}`}>
                    {t(`board.c40101.liveConflict.${l.conflict}`, { lesson: read ? lessonLabel(read) : String(l.schedule_no) })}
                  </li>
                );
              })}
            </ul>
          }
        />
      ) : null}
      {state.stale ? (
        <Alert
          type="info"
          showIcon
          data-testid="c40101-live-stale"
          style={{ marginBottom: 12 }}
          message={t('board.c40101.liveStale')}
        />
      ) : null}
      {loaded.state === 'failed' ? <LoadFailed title={t('board.c40101.loadFailed')} testId="c40101-load-failed" /> : null}
      {loaded.state === 'loading' || (loaded.state === 'loaded' && !data) ? <Skeleton active /> : null}
      {data && calendarDays.length === 0 ? <Empty description={t('board.c40101.emptyRange')} /> : null}
      {data && board && day && calendarDays.length > 0 ? (
        <>
          <AppTabs
            activeKey={day}
            onChange={(key) => dispatch({ type: 'showDay', day: key })}
            items={calendarDays.map((d) => ({
              key: d.schedule_date,
              label: `${t('board.c40101.dayHeader', {
                date: formatDisplayDate(d.schedule_date),
                weekday: t(`masters.m00501.weekday.${d.dayofweek_code}`),
              })}${d.closed_flag === 1 ? ` ${t('board.c40101.closed')}` : ''}`,
            }))}
          />
          <DayActions
            centerNo={range.centerNo}
            date={day}
            blockedBy={blockedBy}
            distributeState={distributeState}
            onChanged={reload}
          />
          <AfterPaint>
            <Flex gap={16} align="flex-start" wrap="wrap">
              <div style={{ flex: '1 1 640px', minWidth: 0 }}>
                <TeacherGrid
                  date={day}
                  teachers={data.teachers}
                  periods={periods}
                  lessonsByTeacher={boardData.lessonsByTeacher}
                  selectedLabel={selected ? lessonLabel(selected) : null}
                  candidates={boardData.candidates}
                  canEdit={canEdit}
                  onAssign={(target, dropped) => void attempt(target, dropped)}
                  onRemove={(scheduleNo) => dispatch({ type: 'remove', scheduleNo })}
                  selectedNo={selectedNo}
                  onPick={pick}
                  lessonLabel={(l) => lessonLabel(l.lesson)}
                />
              </div>
              <LessonPanel
                waiting={boardData.waiting}
                unplaced={distributeState?.last_run?.unplaced ?? []}
                selected={selected}
                latestReport={boardData.latestReport}
                movable={movable}
                centers={range.centers}
                lessonLabel={lessonLabel}
                blockedBy={blockedBy}
                onPick={pick}
                onChanged={reload}
              />
            </Flex>
          </AfterPaint>
        </>
      ) : null}
      <PasswordDialog
        open={passwordFor !== null}
        onCancel={() => dispatch({ type: 'passwordCancelled' })}
        onConfirmed={() => dispatch({ type: 'passwordGiven' })}
      />
    </Card>
  );
}
