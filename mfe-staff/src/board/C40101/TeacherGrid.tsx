import type { BoardPeriod, BoardTeacher } from '@school/contracts';
import type { BoardLesson as BoardStateLesson } from '@school/domain';
import { memo, useMemo, useState, type DragEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { LessonView } from './LessonCard';

export const HALVES = [1, 2] as const;
const ROW_HEIGHT = 56;
const VISIBLE_HEIGHT = 560;
const OVERSCAN = 6;

export type CellTarget = { teacher: BoardTeacher; time_limit_no: number };
export type GridLesson = LessonView & { state: BoardStateLesson };

type Actions = {
  canEdit: boolean;
  onAssign: (target: CellTarget, scheduleNo?: number) => void;
  onRemove: (scheduleNo: number) => void;
  // picks an assigned lesson for its own actions (cancel, teacher type), as a card picks a waiting one
  onPick: (scheduleNo: number) => void;
  lessonLabel: (lesson: LessonView) => string;
};

// The texts every row shares: a cell's state and each half's name, translated once per grid render.
type CellTexts = { free: string; noShift: string; slots: ReadonlyMap<number, string> };

type Props = Actions & {
  date: string;
  teachers: readonly BoardTeacher[];
  periods: readonly BoardPeriod[];
  // the date's lessons with a teacher, by teacher
  lessonsByTeacher: ReadonlyMap<number, GridLesson[]>;
  selectedLabel: string | null;
  // the selected lesson's halves ('teacher_no|time_limit_no') at teachers who teach its subject and
  // have a shift there
  candidates: ReadonlySet<string>;
  selectedNo: number | null;
};

// The lesson's halves: a 90-minute lesson (division 0) sits in both.
const inHalf = (lessonTln: number, group: number, half: number) =>
  Math.floor(lessonTln / 10) === group && (lessonTln % 10 === 0 || lessonTln % 10 === half);

const NO_LESSONS: GridLesson[] = [];
const NO_SHIFTS: ReadonlyMap<number, 0 | 1> = new Map();

// Teachers (rows) against the date's periods and halves. Only the rows in view are rendered, each
// a memoised row of plain buttons, so 200 teachers × 8 periods × 2 halves scroll smoothly; the
// table keeps its full height with spacer rows.
export function TeacherGrid(props: Props) {
  const { t } = useTranslation();
  const [scrollTop, setScrollTop] = useState(0);
  const { teachers, periods, date, candidates } = props;
  const first = Math.max(0, Math.floor(scrollTop / ROW_HEIGHT) - OVERSCAN);
  const last = Math.min(teachers.length, Math.ceil((scrollTop + VISIBLE_HEIGHT) / ROW_HEIGHT) + OVERSCAN);
  const shifts = useMemo(() => {
    const map = new Map<number, Map<number, 0 | 1>>();
    for (const teacher of teachers) {
      const own = new Map<number, 0 | 1>();
      for (const s of teacher.shifts) if (s.schedule_date === date) own.set(s.time_limit_no, s.work_flag);
      map.set(teacher.teacher_no, own);
    }
    return map;
  }, [teachers, date]);
  const texts = useMemo<CellTexts>(() => {
    const slots = new Map<number, string>();
    for (const p of periods)
      for (const h of HALVES)
        slots.set(
          Math.floor(p.time_limit_no / 10) * 10 + h,
          t('board.c40101.periodHalf', { period: p.label, half: t(`board.c40101.half.${h}`) }),
        );
    return { free: t('board.c40101.free'), noShift: t('board.c40101.noShift'), slots };
  }, [t, periods]);
  const columns = 1 + periods.length * HALVES.length;
  const { selectedNo } = props;

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
              <td colSpan={columns} />
            </tr>
          ) : null}
          {teachers.slice(first, last).map((teacher) => (
            <TeacherRow
              key={teacher.teacher_no}
              teacher={teacher}
              date={date}
              periods={periods}
              shifts={shifts.get(teacher.teacher_no) ?? NO_SHIFTS}
              lessons={props.lessonsByTeacher.get(teacher.teacher_no) ?? NO_LESSONS}
              picked={
                props.lessonsByTeacher.get(teacher.teacher_no)?.some((l) => l.state.schedule_no === selectedNo)
                  ? selectedNo
                  : null
              }
              // only this row's marks, so a new selection re-renders the rows it touches
              candidates={[...candidates].filter((k) => k.startsWith(`${teacher.teacher_no}|`)).join(',')}
              selecting={props.selectedLabel !== null}
              texts={texts}
              canEdit={props.canEdit}
              onAssign={props.onAssign}
              onRemove={props.onRemove}
              onPick={props.onPick}
              lessonLabel={props.lessonLabel}
            />
          ))}
          {last < teachers.length ? (
            <tr aria-hidden="true" style={{ height: (teachers.length - last) * ROW_HEIGHT }}>
              <td colSpan={columns} />
            </tr>
          ) : null}
        </tbody>
      </table>
    </div>
  );
}

type RowProps = Actions & {
  teacher: BoardTeacher;
  date: string;
  periods: readonly BoardPeriod[];
  shifts: ReadonlyMap<number, 0 | 1>;
  lessons: readonly GridLesson[];
  candidates: string;
  selecting: boolean;
  texts: CellTexts;
  // this row's lesson picked for its actions, if any
  picked: number | null;
};

const TeacherRow = memo(function TeacherRow(props: RowProps) {
  const { t } = useTranslation();
  const { teacher, date, texts } = props;
  const marked = new Set(props.candidates.split(','));
  const drop = (e: DragEvent, target: CellTarget) => {
    e.preventDefault();
    const scheduleNo = Number(e.dataTransfer.getData('text/plain'));
    if (scheduleNo) props.onAssign(target, scheduleNo);
  };
  return (
    <tr style={{ height: ROW_HEIGHT }} data-testid={`c40101-teacher-${teacher.teacher_no}`}>
      <th scope="row" style={{ textAlign: 'left', padding: 4, fontWeight: 'normal', whiteSpace: 'nowrap' }}>
        {teacher.teacher_name}
      </th>
      {props.periods.flatMap((p) =>
        HALVES.map((h) => {
          const group = Math.floor(p.time_limit_no / 10);
          const tln = group * 10 + h;
          const flag = props.shifts.get(tln);
          const here = props.lessons.filter((l) => inHalf(l.state.time_limit_no, group, h));
          const target: CellTarget = { teacher, time_limit_no: tln };
          const slot = texts.slots.get(tln) ?? '';
          const state = flag === 1 ? texts.free : texts.noShift;
          const assignTo = t('board.c40101.assignTo', { teacher: teacher.teacher_name, date, slot });
          const candidate = marked.has(`${teacher.teacher_no}|${tln}`);
          return (
            <td
              key={tln}
              data-testid={`c40101-cell-${teacher.teacher_no}-${tln}`}
              data-candidate={candidate || undefined}
              onDragOver={(e) => e.preventDefault()}
              onDrop={(e) => drop(e, target)}
              style={{
                padding: 2,
                minWidth: 92,
                verticalAlign: 'top',
                borderLeft: '1px solid #f0f0f0',
                background: flag === 1 ? '#f6ffed' : '#f5f5f5',
                outline: candidate ? '2px solid #389e0d' : undefined,
                outlineOffset: -2,
              }}
            >
              <button
                type="button"
                className="c40101-cell-button"
                disabled={!props.canEdit}
                onClick={() => props.onAssign(target)}
                title={props.selecting ? assignTo : undefined}
                // the visible state first: a name must contain what the button shows
                aria-label={`${state} ${assignTo}`}
                style={{
                  border: 'none',
                  background: 'transparent',
                  color: flag === 1 ? '#135200' : '#434343',
                  padding: '0 4px',
                  cursor: props.canEdit ? 'pointer' : 'not-allowed',
                  font: 'inherit',
                  fontSize: 12,
                }}
              >
                {state}
              </button>
              {here.map((l) => {
                const moved = l.lesson.original_center_no > 0;
                // purple: moved in; magenta: not saved yet; blue: saved (text colours pass 4.5:1)
                const [fg, bg] = moved
                  ? ['#531dab', '#f9f0ff']
                  : l.state.pending
                    ? ['#9e1068', '#fff0f6']
                    : ['#0958d9', '#e6f4ff'];
                return (
                  <span
                    key={l.state.schedule_no}
                    data-testid={`c40101-assigned-${l.state.schedule_no}`}
                    style={{
                      display: 'flex',
                      alignItems: 'center',
                      marginTop: 2,
                      padding: '0 4px',
                      borderRadius: 4,
                      border: `1px solid ${fg}`,
                      color: fg,
                      background: bg,
                      fontSize: 12,
                    }}
                  >
                    <button
                      type="button"
                      aria-pressed={props.picked === l.state.schedule_no}
                      onClick={() => props.onPick(l.state.schedule_no)}
                      data-testid={`c40101-pick-${l.state.schedule_no}`}
                      style={{
                        border: 'none',
                        background: 'transparent',
                        color: 'inherit',
                        padding: 0,
                        font: 'inherit',
                        textAlign: 'left',
                        cursor: 'pointer',
                        fontWeight: props.picked === l.state.schedule_no ? 'bold' : undefined,
                      }}
                    >
                      {l.lesson.student_name ?? String(l.lesson.student_no)}
                      {l.state.pending
                        ? ` (${t('board.c40101.pending')}${l.state.conflict ? `・${t('board.c40101.liveConflictShort')}` : ''})`
                        : ''}
                    </button>
                    <button
                      type="button"
                      disabled={!props.canEdit}
                      onClick={() => props.onRemove(l.state.schedule_no)}
                      aria-label={t('board.c40101.removeLesson', { lesson: props.lessonLabel(l) })}
                      data-testid={`c40101-remove-${l.state.schedule_no}`}
                      // 8px from the name's button: WCAG 2.2 target spacing for two small targets side by side
                      style={{
                        border: 'none',
                        background: 'transparent',
                        color: 'inherit',
                        padding: '0 2px',
                        marginLeft: 8,
                        cursor: 'pointer',
                      }}
                    >
                      ×
                    </button>
                  </span>
                );
              })}
            </td>
          );
        }),
      )}
    </tr>
  );
});
