import type { BoardPeriod, BoardTeacher } from '@school/contracts';
import type { BoardLesson as BoardStateLesson } from '@school/domain';
import { Button, Tag, Tooltip } from 'antd';
import { useMemo, useState, type DragEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { LessonView } from './C40101LessonCard';

export const HALVES = [1, 2] as const;
const ROW_HEIGHT = 56;
const VISIBLE_HEIGHT = 560;
const OVERSCAN = 6;

export type CellTarget = { teacher: BoardTeacher; time_limit_no: number };
export type GridLesson = LessonView & { state: BoardStateLesson };

type Props = {
  date: string;
  teachers: readonly BoardTeacher[];
  periods: readonly BoardPeriod[];
  // the date's lessons with a teacher, by teacher
  lessonsByTeacher: ReadonlyMap<number, GridLesson[]>;
  selectedLabel: string | null;
  // the selected lesson's halves at teachers who teach its subject and have a shift there
  candidates: ReadonlySet<string>;
  canEdit: boolean;
  onAssign: (target: CellTarget, scheduleNo?: number) => void;
  onRemove: (scheduleNo: number) => void;
  lessonLabel: (lesson: LessonView) => string;
};

// The lesson's halves: a 90-minute lesson (division 0) sits in both.
const inHalf = (lessonTln: number, group: number, half: number) =>
  Math.floor(lessonTln / 10) === group && (lessonTln % 10 === 0 || lessonTln % 10 === half);

// Teachers (rows) against the date's periods and halves. Only the rows in view are rendered (200
// teachers × 8 periods × 2 halves stay smooth); the table keeps its full height with spacer rows.
export function C40101TeacherGrid(props: Props) {
  const { t } = useTranslation();
  const [scrollTop, setScrollTop] = useState(0);
  const { teachers, periods, date } = props;
  const first = Math.max(0, Math.floor(scrollTop / ROW_HEIGHT) - OVERSCAN);
  const last = Math.min(teachers.length, Math.ceil((scrollTop + VISIBLE_HEIGHT) / ROW_HEIGHT) + OVERSCAN);
  const shifts = useMemo(() => {
    const map = new Map<string, 0 | 1>();
    for (const teacher of teachers)
      for (const s of teacher.shifts)
        if (s.schedule_date === date) map.set(`${teacher.teacher_no}|${s.time_limit_no}`, s.work_flag);
    return map;
  }, [teachers, date]);

  const drop = (e: DragEvent, target: CellTarget) => {
    e.preventDefault();
    const scheduleNo = Number(e.dataTransfer.getData('text/plain'));
    if (scheduleNo) props.onAssign(target, scheduleNo);
  };

  return (
    <div
      className="c40101-grid"
      style={{ maxHeight: VISIBLE_HEIGHT, overflow: 'auto', border: '1px solid #d9d9d9' }}
      onScroll={(e) => setScrollTop(e.currentTarget.scrollTop)}
      data-testid="c40101-grid"
      tabIndex={0}
      role="region"
      aria-label={t('board.c40101.teachers')}
    >
      <table style={{ borderCollapse: 'collapse', minWidth: '100%' }}>
        <thead style={{ position: 'sticky', top: 0, zIndex: 1, background: '#fff' }}>
          <tr>
            <th rowSpan={2} scope="col" style={{ minWidth: 140, textAlign: 'left', padding: 4 }}>
              {t('board.c40101.teacher')}
            </th>
            {periods.map((p) => (
              <th key={p.time_limit_no} colSpan={2} scope="colgroup" style={{ padding: 4 }}>
                {p.label}
              </th>
            ))}
          </tr>
          <tr>
            {periods.flatMap((p) =>
              HALVES.map((h) => (
                <th key={`${p.time_limit_no}-${h}`} scope="col" style={{ padding: 2, fontWeight: 'normal' }}>
                  {t(`board.c40101.half.${h}`)}
                </th>
              )),
            )}
          </tr>
        </thead>
        <tbody>
          {first > 0 ? (
            <tr aria-hidden="true" style={{ height: first * ROW_HEIGHT }}>
              <td colSpan={1 + periods.length * 2} />
            </tr>
          ) : null}
          {teachers.slice(first, last).map((teacher) => {
            const mine = props.lessonsByTeacher.get(teacher.teacher_no) ?? [];
            return (
              <tr key={teacher.teacher_no} style={{ height: ROW_HEIGHT }} data-testid={`c40101-teacher-${teacher.teacher_no}`}>
                <th scope="row" style={{ textAlign: 'left', padding: 4, fontWeight: 'normal', whiteSpace: 'nowrap' }}>
                  {teacher.teacher_name}
                </th>
                {periods.flatMap((p) =>
                  HALVES.map((h) => {
                    const group = Math.floor(p.time_limit_no / 10);
                    const tln = group * 10 + h;
                    const flag = shifts.get(`${teacher.teacher_no}|${tln}`);
                    const here = mine.filter((l) => inHalf(l.state.time_limit_no, group, h));
                    const target: CellTarget = { teacher, time_limit_no: tln };
                    const slot = t('board.c40101.periodHalf', { period: p.label, half: t(`board.c40101.half.${h}`) });
                    const state = flag === 1 ? t('board.c40101.free') : t('board.c40101.noShift');
                    const assignTo = t('board.c40101.assignTo', { teacher: teacher.teacher_name, date, slot });
                    return (
                      <td
                        key={tln}
                        data-testid={`c40101-cell-${teacher.teacher_no}-${tln}`}
                        data-candidate={props.candidates.has(`${teacher.teacher_no}|${tln}`) || undefined}
                        onDragOver={(e) => e.preventDefault()}
                        onDrop={(e) => drop(e, target)}
                        style={{
                          padding: 2,
                          minWidth: 92,
                          verticalAlign: 'top',
                          borderLeft: '1px solid #f0f0f0',
                          background: flag === 1 ? '#f6ffed' : '#f5f5f5',
                          outline: props.candidates.has(`${teacher.teacher_no}|${tln}`) ? '2px solid #389e0d' : undefined,
                          outlineOffset: -2,
                        }}
                      >
                        <Tooltip title={props.selectedLabel ? assignTo : null}>
                          <Button
                            size="small"
                            type="text"
                            disabled={!props.canEdit}
                            onClick={() => props.onAssign(target)}
                            // the visible state first: a name must contain what the button shows
                            aria-label={`${state} ${assignTo}`}
                            style={{ color: flag === 1 ? '#135200' : '#434343', padding: '0 4px' }}
                          >
                            {state}
                          </Button>
                        </Tooltip>
                        {here.map((l) => (
                          <Tag
                            key={l.state.schedule_no}
                            color={l.lesson.original_center_no > 0 ? 'purple' : l.state.pending ? 'magenta' : 'blue'}
                            style={{ display: 'flex', alignItems: 'center', marginTop: 2, marginInlineEnd: 0 }}
                            data-testid={`c40101-assigned-${l.state.schedule_no}`}
                          >
                            <span>
                              {l.lesson.student_name}
                              {l.state.pending ? ` (${t('board.c40101.pending')})` : ''}
                            </span>
                            <Button
                              size="small"
                              type="link"
                              disabled={!props.canEdit}
                              onClick={() => props.onRemove(l.state.schedule_no)}
                              aria-label={t('board.c40101.removeLesson', { lesson: props.lessonLabel(l) })}
                              style={{ padding: '0 2px', height: 'auto', color: 'inherit' }}
                            >
                              ×
                            </Button>
                          </Tag>
                        ))}
                      </td>
                    );
                  }),
                )}
              </tr>
            );
          })}
          {last < teachers.length ? (
            <tr aria-hidden="true" style={{ height: (teachers.length - last) * ROW_HEIGHT }}>
              <td colSpan={1 + periods.length * 2} />
            </tr>
          ) : null}
        </tbody>
      </table>
    </div>
  );
}
