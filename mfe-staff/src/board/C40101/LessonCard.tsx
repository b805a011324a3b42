import type { BoardLesson } from '@school/contracts';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';

export type LessonView = { lesson: BoardLesson };

type Props = {
  lesson: BoardLesson;
  label: string;
  // why the date's last automatic assignment left it unassigned
  unplacedReason?: string;
  centerName: (centerNo: number) => string;
  selected: boolean;
  onSelect: () => void;
};

// An unassigned lesson: a button to pick it (then a teacher cell) and a drag source. A transfer in
// shows its own colour and where it came from; a lesson moved away is shown, not assignable (it is
// picked only to remove its transfer).
export function LessonCard({ lesson, label, unplacedReason, centerName, selected, onSelect }: Props) {
  const { t } = useTranslation();
  const movedIn = lesson.original_center_no > 0 && !lesson.transferred_out;
  const border = selected ? '2px solid #0958d9' : movedIn ? '1px solid #9254de' : '1px solid #d9d9d9';
  return (
    <button
      type="button"
      draggable={!lesson.transferred_out}
      aria-pressed={selected}
      onClick={onSelect}
      onDragStart={(e) => {
        e.dataTransfer.setData('text/plain', String(lesson.schedule_no));
        e.dataTransfer.effectAllowed = 'move';
      }}
      data-testid={`c40101-lesson-${lesson.schedule_no}`}
      style={{
        display: 'block',
        width: '100%',
        textAlign: 'left',
        margin: '4px 0',
        padding: '4px 8px',
        borderRadius: 6,
        border,
        background: lesson.transferred_out ? '#f5f5f5' : movedIn ? '#f9f0ff' : '#fff',
        color: lesson.transferred_out ? '#595959' : '#1f1f1f',
        cursor: lesson.transferred_out ? 'pointer' : 'grab',
      }}
    >
      <span>{label}</span> <Tag>{lesson.capacity === 1 ? t('board.c40101.oneToOne') : t('board.c40101.oneToTwo')}</Tag>
      {movedIn ? (
        <Tag color="purple">{t('board.c40101.transferredFrom', { center: centerName(lesson.original_center_no) })}</Tag>
      ) : null}
      {lesson.transferred_out ? <Tag>{t('board.c40101.transferredOut', { center: centerName(lesson.center_no) })}</Tag> : null}
      {unplacedReason ? (
        <span style={{ display: 'block', fontSize: 12, color: '#595959' }} data-testid="c40101-unplaced-reason">
          {unplacedReason}
        </span>
      ) : null}
    </button>
  );
}
