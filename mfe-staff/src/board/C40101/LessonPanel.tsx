import type { BoardLesson, DropdownOption, UnplacedLesson } from '@school/contracts';
import { BOARD_SECTIONS, boardListSection } from '@school/domain';
import { buildPath, findRoute } from '@school/contracts';
import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { LessonActions } from './LessonActions';
import { LessonCard } from './LessonCard';
import { TransferActions } from './TransferActions';

type Props = {
  // the day's lessons waiting for a teacher
  waiting: readonly BoardLesson[];
  // the lessons the date's last automatic run left, with why
  unplaced: readonly UnplacedLesson[];
  selected: BoardLesson | undefined;
  // the picked lesson's student's latest report: undefined while unknown, null when there is none
  latestReport: number | null | undefined;
  // the picked lesson may be transferred or given back (unassigned, on a clean board, in the editable period)
  movable: boolean;
  centers: readonly DropdownOption[];
  lessonLabel: (lesson: BoardLesson) => string;
  blockedBy: string | null;
  onPick: (scheduleNo: number) => void;
  onChanged: () => void;
};

// The board's side panel: the picked lesson with its report link, transfer and own actions, and the
// day's unassigned lessons in the sections of SPEC §4, each with why the last automatic run left it.
export function LessonPanel({
  waiting,
  unplaced,
  selected,
  latestReport,
  movable,
  centers,
  lessonLabel,
  blockedBy,
  onPick,
  onChanged,
}: Props) {
  const { t } = useTranslation();
  const centerName = (no: number) => centers.find((c) => c.value === no)?.label ?? String(no);
  const reasons = new Map(unplaced.map((u) => [u.schedule_no, u.message]));
  return (
    <section style={{ flex: '0 1 320px' }} aria-labelledby="c40101-lessons-title">
      <Typography.Title level={2} style={{ fontSize: 16 }} id="c40101-lessons-title">
        {t('board.c40101.unassignedTitle', { count: waiting.length })}
      </Typography.Title>
      <Typography.Paragraph type="secondary">{t('board.c40101.selectHint')}</Typography.Paragraph>
      {selected ? (
        <Typography.Paragraph strong data-testid="c40101-selected">
          {t('board.c40101.selected', { lesson: lessonLabel(selected) })}
        </Typography.Paragraph>
      ) : null}
      {/* opened read only in a new tab so the board and its pending changes stay */}
      {selected && latestReport !== undefined ? (
        <Typography.Paragraph data-testid="c40101-latest-report">
          {latestReport === null ? (
            <Typography.Text type="secondary">{t('reports.screen.noReportYet')}</Typography.Text>
          ) : (
            <a
              href={`${buildPath(findRoute('C50102')?.path ?? '', { schedule_no: latestReport })}?viewMode=1`}
              target="_blank"
              rel="noopener noreferrer"
            >
              {t('reports.screen.fromBoard')}
            </a>
          )}
        </Typography.Paragraph>
      ) : null}
      {movable && selected ? (
        <TransferActions key={selected.schedule_no} lesson={selected} centers={centers} onChanged={onChanged} />
      ) : null}
      {selected && !selected.transferred_out ? (
        <LessonActions lesson={selected} label={lessonLabel(selected)} blockedBy={blockedBy} onChanged={onChanged} />
      ) : null}
      {BOARD_SECTIONS.map((section) => {
        const list = waiting.filter((l) => boardListSection(l) === section);
        return (
          <div key={section} data-testid={`c40101-section-${section}`}>
            <Typography.Title level={3} style={{ fontSize: 14, marginTop: 12 }}>
              {t(`board.c40101.section.${section}`)}
            </Typography.Title>
            {list.length === 0 ? (
              <Typography.Text type="secondary">{t('board.c40101.sectionEmpty')}</Typography.Text>
            ) : (
              list.map((l) => (
                <LessonCard
                  key={l.schedule_no}
                  lesson={l}
                  label={lessonLabel(l)}
                  unplacedReason={reasons.get(l.schedule_no)}
                  centerName={centerName}
                  selected={selected?.schedule_no === l.schedule_no}
                  onSelect={() => onPick(l.schedule_no)}
                />
              ))
            )}
          </div>
        );
      })}
    </section>
  );
}
