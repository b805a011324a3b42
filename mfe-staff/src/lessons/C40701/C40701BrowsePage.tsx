import { type TeacherAttendanceRow } from '@school/contracts';
import { addDays, formatDisplayDate, setDateRange, startOfWeek, tokyoDate, type DateRangeState } from '@school/domain';
import { BrowsePage, DateRangePicker, CenterFilter } from '@school/ui/screens';
import type { ColDef } from 'ag-grid-community';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';

const NONE = '—';
const thisWeek = (): [string, string] => {
  const monday = startOfWeek(tokyoDate(Date.now()));
  return [monday, addDays(monday, 6)];
};

// C40701 teacher attendance check (staff of the centers): per teacher, date and center the shift, the
// lessons assigned, held and absent, the reports not yet written and the meeting links opened, for a
// range of dates (this week at first; the server needs both ends).
export function C40701BrowsePage() {
  const { t } = useTranslation();
  const [initial] = useState(thisWeek);
  const [range, setRange] = useState<DateRangeState>(() => setDateRange({ mode: 'inRange', range: [null, null] }, ...initial));
  const label = (key: string) => t(`scheduling.teacherAttendance.${key}`);
  const columns = useMemo<ColDef<TeacherAttendanceRow>[]>(
    () => [
      {
        field: 'schedule_date',
        headerName: label('date'),
        width: 120,
        valueFormatter: (p) => (typeof p.value === 'string' ? formatDisplayDate(p.value) : ''),
      },
      { field: 'center_name', headerName: label('center'), width: 120 },
      { field: 'teacher_name', headerName: label('teacher'), minWidth: 140, flex: 1 },
      {
        colId: 'shift',
        headerName: label('shift'),
        width: 130,
        sortable: false,
        valueGetter: (p) => (p.data?.shift_start ? `${p.data.shift_start}–${p.data.shift_end ?? ''}` : NONE),
      },
      { field: 'shift_halves', headerName: label('shiftHalves'), width: 130 },
      { field: 'lessons', headerName: label('lessons'), width: 110 },
      { field: 'held', headerName: label('held'), width: 90 },
      { field: 'absent', headerName: label('absent'), width: 90 },
      {
        field: 'reports_unwritten',
        headerName: label('reportsUnwritten'),
        width: 140,
        sortable: false,
        valueFormatter: (p) => (typeof p.value === 'number' ? String(p.value) : NONE),
      },
      {
        field: 'links_opened',
        headerName: label('linksOpened'),
        width: 120,
        valueFormatter: (p) =>
          typeof p.value === 'number' && p.data
            ? t('scheduling.teacherAttendance.linksOpenedValue', { opened: p.value, total: p.data.meeting_lessons })
            : NONE,
      },
    ],
    [t],
  );
  return (
    <div data-testid="c40701-page">
      <BrowsePage
        api="C40701_doBrowse"
        titleKey="route.C40701Browse"
        columns={columns}
        initialSearch={{ since: initial[0], until: initial[1] }}
        filters={({ searchInfo, apply }) => (
          <>
            <CenterFilter
              searchInfo={searchInfo}
              apply={apply}
              label={label('center')}
              allLabel={label('allCenters')}
              testId="c40701-center"
            />
            <span role="group" aria-label={label('period')} data-testid="c40701-range">
              <DateRangePicker
                value={range}
                label={label('period')}
                modes={['inRange']}
                onChange={(next) => {
                  setRange(next);
                  const [since, until] = next.range;
                  // both ends, or neither (the server's default: this week)
                  if ((since === null) === (until === null)) apply({ since: since ?? '', until: until ?? '' });
                }}
              />
            </span>
          </>
        )}
      />
    </div>
  );
}
