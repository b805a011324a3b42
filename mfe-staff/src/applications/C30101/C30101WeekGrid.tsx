import { Tag, theme, Typography } from 'antd';
import type { CSSProperties, KeyboardEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Cell, Marked } from './c30101-changes';
import { cellRows, cellState, type WeekData } from './c30101-week';
import type { C30101Labels } from './useC30101Labels';

type Props = {
  // Monday to Sunday (week view) or the one date (single view)
  dates: readonly string[];
  slots: readonly number[];
  data: WeekData;
  marked: readonly Marked[];
  selected: Cell | null;
  onSelect: (cell: Cell) => void;
  staff: boolean;
  // the single view shows each cell's remaining teacher count
  showRemaining: boolean;
  labels: C30101Labels;
};

type Token = ReturnType<typeof theme.useToken>['token'];

// read by screen readers, not shown
const VISUALLY_HIDDEN: CSSProperties = {
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
};

const key = (c: Cell) => `${c.schedule_date}|${c.time_limit_no}`;

// C30101's week (periods down, Monday to Sunday across) or single day: the student's lessons,
// applications with their status, changes and cancel rows, the rows marked but not saved, fully
// booked cells and closed days. A cell outside every editable range (SPEC §9) is disabled unless it
// holds a row to look at.
export function C30101WeekGrid({ dates, slots, data, marked, selected, onSelect, staff, showRemaining, labels }: Props) {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const border = `1px solid ${token.colorBorderSecondary}`;
  const head: CSSProperties = {
    border,
    padding: '6px 4px',
    background: token.colorFillAlter,
    fontWeight: 600,
    textAlign: 'center',
  };
  const selectedKey = selected ? key(selected) : null;
  const takenBack = new Set(
    marked.flatMap((m) => (m.part === 'entries' && m.row.action === 'del' ? [m.row.entry_schedule_no] : [])),
  );
  const ending = new Set(marked.flatMap((m) => (m.part === 'weekly' && m.row.action === 'del' ? [m.row.weekly_entry_no] : [])));
  const notAttendedDel = new Set(
    marked.flatMap((m) => (m.part === 'not_attended' && m.row.action === 'del' ? [m.row.not_attended_no] : [])),
  );

  const pendingAt = (cell: Cell): Marked[] =>
    marked.filter((m) =>
      m.part === 'weekly'
        ? m.row.action === 'add' && m.row.first_date === cell.schedule_date && m.row.time_limit_no === cell.time_limit_no
        : m.part === 'entries' && m.row.action === 'add'
          ? m.row.schedule_date === cell.schedule_date && m.row.time_limit_no === cell.time_limit_no
          : false,
    );

  const dayHeader = (date: string): ReactNode => {
    const day = data.calendar.days.find((d) => d.schedule_date === date);
    const absent = data.notAttended.find((n) => n.schedule_date === date);
    const absentMarked = marked.some((m) => m.part === 'not_attended' && m.row.action === 'add' && m.row.schedule_date === date);
    return (
      <th
        key={date}
        scope="col"
        style={{ ...head, color: day?.closed_flag ? token.colorErrorText : undefined }}
        data-testid={`c30101-day-${date}`}
      >
        <div>{labels.day(date)}</div>
        {!day ? <Tag>{t('masters.c30101.noCalendar')}</Tag> : null}
        {day?.closed_flag ? <Tag color="red">{t('masters.c30101.closed')}</Tag> : null}
        {absent ? (
          <Tag color="magenta" data-testid={`c30101-not-attended-${date}`}>
            {notAttendedDel.has(absent.not_attended_no)
              ? t('masters.c30101.notAttendedDelPending')
              : t('masters.c30101.notAttended')}
          </Tag>
        ) : null}
        {absentMarked ? (
          <Tag color="blue" data-testid={`c30101-not-attended-pending-${date}`}>
            {t('masters.c30101.notAttendedPending')}
          </Tag>
        ) : null}
        {day?.remarks ? (
          <Typography.Text type="secondary" style={{ display: 'block', fontSize: 11, fontWeight: 400 }}>
            {day.remarks}
          </Typography.Text>
        ) : null}
      </th>
    );
  };

  const cellView = (date: string, slot: number) => {
    const cell = { schedule_date: date, time_limit_no: slot };
    const state = cellState(data, date, slot, staff);
    const rows = cellRows(data, date, slot);
    const pending = pendingAt(cell);
    const hasRows =
      rows.lessons.length +
        rows.entries.length +
        rows.changedIn.length +
        rows.changedOut.length +
        rows.cancels.length +
        pending.length >
      0;
    const enabled = state.kinds.length > 0 || hasRows;
    const isSelected = selectedKey === key(cell);
    const style = cellStyle(token, { open: state.open, editable: state.kinds.length > 0, enabled, selected: isSelected });
    const pressed = (e: KeyboardEvent) => {
      if (e.key !== 'Enter' && e.key !== ' ') return;
      e.preventDefault();
      onSelect(cell);
    };
    const interactive = enabled
      ? {
          role: 'button',
          tabIndex: 0,
          'aria-pressed': isSelected,
          onClick: () => onSelect(cell),
          onKeyDown: pressed,
        }
      : { 'aria-disabled': true };
    return (
      <td
        key={date}
        style={style}
        {...interactive}
        data-testid={`c30101-cell-${date}-${slot}`}
        data-open={state.open ? '1' : '0'}
        data-full={state.full ? '1' : '0'}
        data-editable={state.kinds.length ? '1' : '0'}
      >
        {/* the cell button's name starts with its date and period, read before what it holds */}
        <span style={VISUALLY_HIDDEN}>{t('masters.c30101.editorOf', { date: labels.day(date), slot: labels.slot(slot) })}</span>
        {state.full ? (
          <Tag color="red" style={{ marginInlineEnd: 0 }}>
            {t('masters.c30101.full')}
          </Tag>
        ) : null}
        {showRemaining && state.remaining !== null ? (
          <div style={{ color: token.colorTextSecondary }}>{t('masters.c30101.remaining', { count: state.remaining })}</div>
        ) : null}
        {rows.lessons.map((l) => (
          <div
            key={`l${l.schedule_no}`}
            data-testid={`c30101-lesson-${l.schedule_no}`}
            data-cancelled={l.cancelled ? '1' : '0'}
            style={{ textDecoration: l.cancelled ? 'line-through' : undefined }}
          >
            {t('masters.c30101.lessonInCell', {
              subject: labels.subject(l.subject_no),
              teacher: l.teacher_name ?? t('masters.c30101.unassigned'),
            })}
            {l.cancelled ? t('masters.c30101.cancelledSuffix') : ''}
            {!l.cancelled && l.weekly_entry_no !== null && ending.has(l.weekly_entry_no) && l.schedule_date > data.calendar.today
              ? t('masters.c30101.endPendingSuffix')
              : ''}
          </div>
        ))}
        {rows.entries.map((e) => (
          <div key={`e${e.entry_schedule_no}`} data-testid={`c30101-entry-${e.entry_schedule_no}`} data-status={e.status}>
            {labels.entry(e)}
            {takenBack.has(e.entry_schedule_no) ? t('masters.c30101.takeBackPendingSuffix') : ''}
          </div>
        ))}
        {rows.changedIn.map((c) => (
          <div key={`i${c.change_no}`} data-testid={`c30101-change-in-${c.change_no}`}>
            {t('masters.c30101.changedIn', { date: labels.date(c.from_date), slot: labels.slot(c.from_time_limit_no) })}
          </div>
        ))}
        {rows.changedOut.map((c) => (
          <div
            key={`o${c.change_no}`}
            data-testid={`c30101-change-out-${c.change_no}`}
            style={{ color: token.colorTextSecondary }}
          >
            {t('masters.c30101.changedOut', { date: labels.date(c.to_date), slot: labels.slot(c.to_time_limit_no) })}
          </div>
        ))}
        {rows.cancels.map((c) => (
          <div key={`c${c.cancel_no}`} data-testid={`c30101-cancel-${c.cancel_no}`} style={{ color: token.colorErrorText }}>
            {c.conflict_schedule_no === null ? t('masters.c30101.cancelFull') : t('masters.c30101.cancelOccupied')}
          </div>
        ))}
        {pending.map((m) => (
          <div key={m.key} data-testid="c30101-pending" style={{ color: token.colorPrimaryText, fontWeight: 600 }}>
            {m.part === 'weekly'
              ? t('masters.c30101.pendingWeekly')
              : m.part === 'entries' && m.row.action === 'add'
                ? t('masters.c30101.pendingEntry', { type: labels.entryType(m.row.entry_type) })
                : ''}
          </div>
        ))}
      </td>
    );
  };

  const first = dates[0] ?? '';
  const last = dates[dates.length - 1] ?? '';
  return (
    <div
      style={{ overflowX: 'auto' }}
      role="region"
      aria-label={t('masters.c30101.gridLabel', { start: first ? labels.date(first) : '', end: last ? labels.date(last) : '' })}
    >
      <table
        style={{ width: '100%', minWidth: dates.length > 1 ? 900 : 320, borderCollapse: 'collapse', tableLayout: 'fixed' }}
        data-testid="c30101-grid"
      >
        <thead>
          <tr>
            <th scope="col" style={{ ...head, width: 110 }}>
              {t('masters.c30101.period')}
            </th>
            {dates.map(dayHeader)}
          </tr>
        </thead>
        <tbody>
          {slots.map((slot) => (
            <tr key={slot}>
              <th scope="row" style={{ ...head, textAlign: 'left', fontWeight: 500 }}>
                {labels.slot(slot)}
                {labels.slotTimes(slot) ? (
                  <Typography.Text type="secondary" style={{ display: 'block', fontSize: 11, fontWeight: 400 }}>
                    {labels.slotTimes(slot)}
                  </Typography.Text>
                ) : null}
              </th>
              {dates.map((date) => cellView(date, slot))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function cellStyle(token: Token, s: { open: boolean; editable: boolean; enabled: boolean; selected: boolean }): CSSProperties {
  return {
    border: `1px solid ${token.colorBorderSecondary}`,
    padding: '2px 4px',
    fontSize: 12,
    lineHeight: 1.5,
    verticalAlign: 'top',
    cursor: s.enabled ? 'pointer' : 'default',
    background: s.selected ? token.controlItemBgActive : s.open && s.editable ? undefined : token.colorBgContainerDisabled,
    color: s.open ? undefined : token.colorTextSecondary,
    outline: s.selected ? `2px solid ${token.colorPrimary}` : undefined,
    outlineOffset: -2,
  };
}
