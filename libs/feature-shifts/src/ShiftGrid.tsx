import type { ShiftTeacherRow, TimeSlotRecord } from '@school/contracts';
import { formatDisplayDate, isoWeekday } from '@school/domain';
import { theme } from 'antd';
import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';

// What a cell shows: available (○), unavailable (×), nothing entered, or a shift at another center.
export type ShiftState = 'work' | 'off' | 'empty' | 'other';
export type ShiftCellView = { state: ShiftState; editable: boolean; changed: boolean };

type Props = {
  rows: readonly ShiftTeacherRow[];
  dates: readonly string[];
  slots: readonly TimeSlotRecord[];
  cellOf: (row: ShiftTeacherRow, date: string, slot: TimeSlotRecord) => ShiftCellView;
  onToggle?: (row: ShiftTeacherRow, date: string, slot: TimeSlotRecord) => void;
};

// what the cell shows, and what a screen reader says of it
const SHOWN: Record<ShiftState, string | null> = {
  work: 'masters.c10201.work',
  off: 'masters.c10201.off',
  empty: null,
  other: 'masters.c10201.otherCenter',
};
const SPOKEN: Record<ShiftState, string> = {
  work: 'masters.c10201.stateWork',
  off: 'masters.c10201.stateOff',
  empty: 'masters.c10201.empty',
  other: 'masters.c10201.otherCenter',
};

// The shift grids of C10201, C10201Teacher and C10301: a row per teacher and date, a column per
// 40-minute half. An editable cell is a button (click, or Tab then Space/Enter) that cycles
// nothing → ○ → × → nothing; changed cells are outlined until saved. Colours are the theme's.
export function ShiftGrid({ rows, dates, slots, cellOf, onToggle }: Props) {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  // a slot is a 44 px touch target on a phone, where the theme makes every control that high (issue 25)
  const slotHeight = Math.max(28, token.controlHeightSM);
  const border = `1px solid ${token.colorBorderSecondary}`;
  const head: CSSProperties = { border, padding: '4px', background: token.colorFillAlter, fontWeight: 600, textAlign: 'center' };
  const background: Record<ShiftState, string | undefined> = {
    work: token.colorSuccessBg,
    off: token.colorErrorBg,
    empty: undefined,
    other: token.colorFillSecondary,
  };
  const dayHeader = (date: string) =>
    t('masters.c10201.dayHeader', {
      date: formatDisplayDate(date).slice(5),
      weekday: t(`masters.c10201.weekday.${isoWeekday(date)}`),
    });
  return (
    <div
      style={{ overflowX: 'auto' }}
      role="region"
      tabIndex={0}
      aria-label={t('masters.c10201.grid', {
        start: dates.length ? formatDisplayDate(dates[0]) : '',
        end: dates.length ? formatDisplayDate(dates[dates.length - 1]) : '',
      })}
    >
      <table style={{ borderCollapse: 'collapse', minWidth: '100%' }} data-testid="shift-grid">
        <thead>
          <tr>
            <th style={head}>{t('masters.c10201.teacher')}</th>
            <th style={head}>{t('masters.c10201.date')}</th>
            {slots.map((slot) => (
              <th key={slot.time_limit_no} style={{ ...head, fontWeight: 400, fontSize: 12, minWidth: 52 }}>
                <div style={{ fontWeight: 600 }}>{slot.label}</div>
                <div>{slot.start_time}</div>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.flatMap((row) =>
            dates.map((date, d) => (
              <tr key={`${row.teacher_no}-${date}`} data-testid={`shift-row-${row.teacher_no}-${date}`}>
                {d === 0 ? (
                  <th rowSpan={dates.length} style={{ ...head, textAlign: 'left', verticalAlign: 'top', minWidth: 120 }}>
                    {row.teacher_name}
                  </th>
                ) : null}
                <th style={{ ...head, fontWeight: 400, whiteSpace: 'nowrap' }}>{dayHeader(date)}</th>
                {slots.map((slot) => {
                  const cell = cellOf(row, date, slot);
                  const style: CSSProperties = {
                    border,
                    padding: 0,
                    height: slotHeight,
                    textAlign: 'center',
                    background: cell.editable
                      ? background[cell.state]
                      : (background[cell.state] ?? token.colorBgContainerDisabled),
                    color: token.colorText,
                    outline: cell.changed ? `2px dashed ${token.colorWarning}` : undefined,
                    outlineOffset: -3,
                  };
                  const shown = SHOWN[cell.state];
                  const text = shown ? t(shown) : '';
                  const testId = `shift-cell-${row.teacher_no}-${date}-${slot.time_limit_no}`;
                  const aria = t('masters.c10201.cell', {
                    teacher: row.teacher_name,
                    date: dayHeader(date),
                    slot: slot.label,
                    state: t(SPOKEN[cell.state]),
                  });
                  return (
                    <td key={slot.time_limit_no} style={style} data-state={cell.state} data-testid={testId}>
                      {cell.editable && onToggle ? (
                        <button
                          type="button"
                          onClick={() => onToggle(row, date, slot)}
                          aria-label={aria}
                          style={{
                            width: '100%',
                            height: '100%',
                            minHeight: slotHeight,
                            border: 'none',
                            background: 'transparent',
                            color: 'inherit',
                            cursor: 'pointer',
                            fontWeight: cell.changed ? 700 : 400,
                          }}
                        >
                          {text}
                        </button>
                      ) : (
                        <span aria-label={aria} role="img" style={{ fontSize: cell.state === 'other' ? 11 : undefined }}>
                          {text}
                        </span>
                      )}
                    </td>
                  );
                })}
              </tr>
            )),
          )}
        </tbody>
      </table>
    </div>
  );
}
