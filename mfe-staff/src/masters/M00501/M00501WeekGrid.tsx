import type { M00501Cell, M00501Day, M00501Period } from '@school/contracts';
import { formatDisplayDate } from '@school/domain';
import { Tag, theme, Typography } from 'antd';
import type { CSSProperties, KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';

export type CellRef = { schedule_date: string; time_limit_no: number };

type Props = {
  days: readonly M00501Day[];
  periods: readonly M00501Period[];
  selected: CellRef | null;
  onSelect: (cell: CellRef) => void;
};

type Token = ReturnType<typeof theme.useToken>['token'];

const cellStyle = (token: Token, cell: M00501Cell, selected: boolean): CSSProperties => ({
  border: `1px solid ${token.colorBorderSecondary}`,
  padding: '4px 6px',
  fontSize: 12,
  lineHeight: 1.5,
  cursor: 'pointer',
  background: selected ? token.controlItemBgActive : cell.open ? undefined : token.colorBgContainerDisabled,
  color: cell.open ? undefined : token.colorTextSecondary,
  outline: selected ? `2px solid ${token.colorPrimary}` : undefined,
  outlineOffset: -2,
});

// M00501: a center's week, periods down and Monday to Sunday across (SPEC §9). Each cell shows the
// teachers available, the lessons and the unassigned lessons; closed days and hours are grey. The
// colours are the theme's (readable at 4.5:1); a cell is a button, reached with Tab as well.
export function M00501WeekGrid({ days, periods, selected, onSelect }: Props) {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const border = `1px solid ${token.colorBorderSecondary}`;
  const headStyle: CSSProperties = {
    border,
    padding: '6px 4px',
    background: token.colorFillAlter,
    fontWeight: 600,
    textAlign: 'center',
  };
  const red = token.colorErrorText;
  const pressed = (cell: CellRef) => (e: KeyboardEvent) => {
    if (e.key !== 'Enter' && e.key !== ' ') return;
    e.preventDefault();
    onSelect(cell);
  };
  const first = days[0]?.schedule_date;
  const last = days[days.length - 1]?.schedule_date;
  const key = (c: CellRef) => `${c.schedule_date}|${c.time_limit_no}`;
  const selectedKey = selected ? key(selected) : null;
  return (
    <div
      style={{ overflowX: 'auto' }}
      role="region"
      aria-label={t('masters.m00501.weekGrid', {
        start: first ? formatDisplayDate(first) : '',
        end: last ? formatDisplayDate(last) : '',
      })}
    >
      <table style={{ width: '100%', minWidth: 900, borderCollapse: 'collapse', tableLayout: 'fixed' }} data-testid="m00501-grid">
        <thead>
          <tr>
            <th style={{ ...headStyle, width: 120 }}>{t('masters.m00501.period')}</th>
            {days.map((day) => (
              <th
                key={day.schedule_date}
                style={{ ...headStyle, color: day.closed ? red : undefined }}
                data-testid={`m00501-day-${day.schedule_date}`}
                data-closed={day.closed ? '1' : '0'}
              >
                <div>
                  {t('masters.m00501.dayHeader', {
                    date: formatDisplayDate(day.schedule_date).slice(5),
                    weekday: t(`masters.m00501.weekday.${day.dayofweek_code}`),
                  })}
                </div>
                {day.closed ? <Tag color="red">{t('masters.m00501.closed')}</Tag> : null}
                {day.calendar === null ? <Tag>{t('masters.m00501.notRegistered')}</Tag> : null}
                {day.calendar?.remarks ? (
                  <Typography.Text type="secondary" style={{ fontSize: 11, fontWeight: 400 }}>
                    {day.calendar.remarks}
                  </Typography.Text>
                ) : null}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {periods.map((period) => (
            <tr key={period.time_limit_no}>
              <th style={{ ...headStyle, textAlign: 'left' }}>
                <div>{period.label}</div>
                <Typography.Text type="secondary" style={{ fontSize: 11, fontWeight: 400 }}>
                  {period.start_time}〜{period.end_time}
                </Typography.Text>
              </th>
              {days.map((day) => {
                const cell = day.cells.find((c) => c.time_limit_no === period.time_limit_no);
                if (!cell) return <td key={day.schedule_date} style={{ border }} />;
                const ref = { schedule_date: day.schedule_date, time_limit_no: cell.time_limit_no };
                const isSelected = selectedKey === key(ref);
                return (
                  <td
                    key={day.schedule_date}
                    style={cellStyle(token, cell, isSelected)}
                    onClick={() => onSelect(ref)}
                    onKeyDown={pressed(ref)}
                    role="button"
                    tabIndex={0}
                    aria-pressed={isSelected}
                    data-testid={`m00501-cell-${day.schedule_date}-${cell.time_limit_no}`}
                    data-open={cell.open ? '1' : '0'}
                  >
                    {!cell.open && cell.lesson_count === 0 ? (
                      t('masters.m00501.closedCell')
                    ) : (
                      <>
                        <div>{t('masters.m00501.teachers', { count: cell.teacher_count })}</div>
                        <div>{t('masters.m00501.lessons', { count: cell.lesson_count })}</div>
                        <div style={{ color: cell.unassigned_count > 0 ? red : undefined }}>
                          {t('masters.m00501.unassigned', { count: cell.unassigned_count })}
                        </div>
                      </>
                    )}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
