import { assignmentDecision, checkAssignment, halvesOf, isAssignable } from '@school/domain';
import { useApi, useNotices } from '@school/ui';
import { Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { CellTarget } from './TeacherGrid';
import type { Board } from './useBoard';
import { askFirst } from './useBoardChange';

// A lesson dropped on (or picked for) a teacher's cell: the checks of SPEC §5 first; errors refuse,
// warnings ask and then want the user's password; else the teacher is assigned as a pending change.
export function useAssignAttempt({ state, dispatch, byNo, editable, range }: Board) {
  const { t } = useTranslation();
  const api = useApi();
  const { message, modal } = useNotices();
  const { board, day, selectedNo } = state;

  return async (target: CellTarget, dropped?: number) => {
    const scheduleNo = dropped ?? selectedNo;
    const lesson = scheduleNo ? byNo.get(scheduleNo) : undefined;
    const lessonState = board?.lessons.find((l) => l.schedule_no === scheduleNo);
    if (!board || !editable || !lesson || !lessonState || lesson.transferred_out || !isAssignable(lessonState)) return;
    const { teacher } = target;
    // a 90-minute lesson needs the teacher's shift in both halves
    const onShift = (tln: number) =>
      teacher.shifts.some((s) => s.schedule_date === lesson.schedule_date && s.time_limit_no === tln && s.work_flag === 1);
    // the teacher's lessons at other centers that day take their halves too (this board's own, with
    // its unsaved changes, come from the board)
    const elsewhere = (
      await api.call(
        'C40101_getTeacherSchedule',
        {
          center_no: range.centerNo,
          start_date: lesson.schedule_date,
          end_date: lesson.schedule_date,
          teacher_no: teacher.teacher_no,
        },
        { silent: true },
      )
    ).filter((l) => !byNo.has(l.schedule_no));
    const check = checkAssignment({
      lesson: lessonState,
      teacher,
      cell: { teacher_no: teacher.teacher_no, schedule_date: day ?? '', time_limit_no: target.time_limit_no },
      editable: { min: editable.min_date, max: editable.max_date },
      excludedTeacherNos: lesson.ng_teacher_nos,
      teacherLessons: [
        ...board.lessons.filter((l) => l.teacher_no === teacher.teacher_no && l.schedule_date === lesson.schedule_date),
        ...elsewhere,
      ].map((l) => ({ time_limit_no: l.time_limit_no, capacity: l.capacity })),
      lessonSubjectNos: lesson.lesson_subject_nos,
    });
    const errors = check.errors.map((e) => t(e.key));
    if (errors.length === 0 && !halvesOf(lesson.time_limit_no).every(onShift)) errors.push(t('board.c40101.noShiftThere'));
    if (errors.length) {
      void message.error(errors.join(' '));
      return;
    }
    const assignment = { scheduleNo: lesson.schedule_no, teacherNo: teacher.teacher_no };
    if (assignmentDecision(check) === 'confirm') {
      askFirst(
        modal,
        t,
        <Space direction="vertical">
          {check.warnings.map((w) => (
            <Typography.Text key={w.key}>{t(w.key)}</Typography.Text>
          ))}
          <Typography.Text strong>{t('assignment.confirm')}</Typography.Text>
        </Space>,
        () => dispatch({ type: 'askPassword', assignment }),
      );
      return;
    }
    dispatch({ type: 'assign', assignment });
  };
}
