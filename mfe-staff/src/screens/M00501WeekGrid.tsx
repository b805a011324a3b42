import type { M00501Cell, M00501Day, M00501Period } from '@school/contracts';
import { formatDisplayDate } from '@school/domain';
import { Tag, Typography } from 'antd';
import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';

export type CellRef = { schedule_date: string; time_limit_no: number };

type Props = {
  days: readonly M00501Day[];
  periods: readonly M00501Period[];
  selected: CellRef | null;
  onSelect: (cell: CellRef) => void;
};

const border = '1px solid #f0f0f0';
const headStyle: CSSProperties = { border, padding: '6px 4px', background: '#fafafa', fontWeight: 600, textAlign: 'center' };

const cellStyle = (cell: M00501Cell, selected: boolean): CSSProperties => ({
  border,
  padding: '4px 6px',
  fontSize: 12,
  lineHeight: 1.5,
  cursor: 'pointer',
  background: selected ? '#e6f4ff' : cell.open ? undefined : '#f5f5f5',
  color: cell.open ? undefined : '#8c8c8c',
  outline: selected ? '2px solid #1677ff' : undefined,
  outlineOffset: -2,
});

// M00501: a center's week, periods down and Monday to Sunday across (SPEC §9). Each cell shows the
// teachers available, the lessons and the unassigned lessons; closed days and hours are grey.
export function M00501WeekGrid({ days, periods, selected, onSelect }: Props) {
  const { t } = useTranslation();
  const key = (c: CellRef) => `${c.schedule_date}|${c.time_limit_no}`;
  const selectedKey = selected ? key(selected) : null;
  return (
    <div style={{ overflowX: 'auto' }}>
      <table style={{ width: '100%', minWidth: 900, borderCollapse: 'collapse', tableLayout: 'fixed' }} data-testid="m00501-grid">
        <thead>
          <tr>
            <th style={{ ...headStyle, width: 120 }}>{t('masters.m00501.period')}</th>
            {days.map((day) => (
              <th
                key={day.schedule_date}
                style={{ ...headStyle, color: day.closed ? '#cf1322' : undefined }}
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
                    style={cellStyle(cell, isSelected)}
                    onClick={() => onSelect(ref)}
                    role="button"
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
                        <div style={{ color: cell.unassigned_count > 0 ? '#cf1322' : undefined }}>
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
