import type { CalendarDayRecord } from '@school/contracts';
import { addDays, isoWeekday } from '@school/domain';
import { Card, theme, Tooltip } from 'antd';
import { useMemo, type CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';

export type DayMark = { selected?: boolean; changed?: boolean; error?: boolean; editable?: boolean };

type Props = {
  year: number;
  days: readonly CalendarDayRecord[];
  marks?: (date: string) => DayMark;
  onDayClick?: (day: CalendarDayRecord) => void;
  // slot number → its label (start times), for the tooltip
  slotLabel?: (slot: number) => string;
};

const MONTHS = [4, 5, 6, 7, 8, 9, 10, 11, 12, 1, 2, 3];
const WEEKDAYS = [1, 2, 3, 4, 5, 6, 7];

type Token = ReturnType<typeof theme.useToken>['token'];

// The theme's colours, each readable at 4.5:1: a day that can no longer be edited is grey, not faint.
const cellStyle = (token: Token, day: CalendarDayRecord, mark: DayMark, clickable: boolean): CSSProperties => ({
  height: 28,
  textAlign: 'center',
  fontSize: 12,
  cursor: clickable ? 'pointer' : 'default',
  background: mark.selected ? token.colorPrimary : day.closed_flag === 1 ? token.colorErrorBg : undefined,
  color: mark.selected
    ? token.colorTextLightSolid
    : day.closed_flag === 1
      ? token.colorErrorText
      : mark.editable === false
        ? token.colorTextDisabled
        : undefined,
  fontWeight: mark.changed ? 700 : undefined,
  outline: mark.error ? `2px solid ${token.colorError}` : mark.changed ? `1px dashed ${token.colorPrimary}` : undefined,
  outlineOffset: -2,
});

// M21001: a fiscal year April–March as twelve month grids, weeks starting on Monday (SPEC §9).
// Closed days are red; a day's remarks and hours show on hover.
export function M21001YearCalendar({ year, days, marks = () => ({}), onDayClick, slotLabel = String }: Props) {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const byDate = useMemo(() => new Map(days.map((d) => [d.schedule_date, d])), [days]);
  const title = (day: CalendarDayRecord): string => {
    const hours =
      day.closed_flag === 1
        ? t('masters.m21001.closed')
        : `${slotLabel(day.tstart_ime_limit_no)}〜${slotLabel(day.end_time_limit_no)}`;
    return day.remarks ? `${hours} ${day.remarks}` : hours;
  };
  return (
    <div
      style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(230px, 1fr))', gap: 12 }}
      data-testid="m21001-year"
    >
      {MONTHS.map((month) => {
        const y = month >= 4 ? year : year + 1;
        const first = `${y}-${String(month).padStart(2, '0')}-01`;
        const blanks = isoWeekday(first) - 1;
        const cells: (string | null)[] = Array.from({ length: blanks }, () => null);
        for (let d = first; d.slice(0, 7) === first.slice(0, 7); d = addDays(d, 1)) cells.push(d);
        return (
          <Card key={month} size="small" title={t('masters.m21001.month', { year: y, month })}>
            <table style={{ width: '100%', borderCollapse: 'collapse', tableLayout: 'fixed' }}>
              <thead>
                <tr>
                  {WEEKDAYS.map((w) => (
                    <th key={w} style={{ fontSize: 11, fontWeight: 400, color: w === 7 ? token.colorErrorText : undefined }}>
                      {t(`masters.m21001.weekday.${w}`)}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {Array.from({ length: Math.ceil(cells.length / 7) }, (_, row) => (
                  <tr key={row}>
                    {cells.slice(row * 7, row * 7 + 7).map((date, i) => {
                      const day = date ? byDate.get(date) : undefined;
                      if (!date || !day) return <td key={date ?? `blank${i}`} />;
                      const mark = marks(date);
                      const clickable = Boolean(onDayClick) && mark.editable !== false;
                      return (
                        <Tooltip key={date} title={title(day)} mouseEnterDelay={0.3}>
                          <td
                            style={cellStyle(token, day, mark, clickable)}
                            data-testid={`day-${date}`}
                            data-closed={day.closed_flag}
                            onClick={clickable ? () => onDayClick?.(day) : undefined}
                          >
                            {Number(date.slice(8))}
                          </td>
                        </Tooltip>
                      );
                    })}
                  </tr>
                ))}
              </tbody>
            </table>
          </Card>
        );
      })}
    </div>
  );
}
