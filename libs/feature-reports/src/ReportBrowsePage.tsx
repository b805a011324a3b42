import {
  buildPath,
  findRoute,
  type DropdownOption,
  type ReportBrowseDropdowns,
  type ReportListRow,
  type ReportSearch,
} from '@school/contracts';
import {
  formatDisplayDate,
  REPORT_STATUS,
  reportListDefaultRange,
  setDateRange,
  tokyoDate,
  type DateRangeState,
} from '@school/domain';
import { TOUCH_TARGET, useApi, usePhone } from '@school/ui';
import { Link } from '@school/ui/router';
import { BrowsePage, DateRangePicker } from '@school/ui/screens';
import type { ColDef, ICellRendererParams } from 'ag-grid-community';
import { Select } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { reportSlotText, reportStatusText, reportTimeText } from './report-texts';

// staff: C50101 (the approval list of the caller's centers, filtered by center, teacher and status);
// teacher: C50101TeacherBrowse (the signed-in teacher's own lessons, filtered by status).
export type ReportBrowseScope = 'staff' | 'teacher';

const ALL = '';
const STATUS_CHOICES = [...Object.values(REPORT_STATUS), 'unwritten'] as const;
const IN_RANGE = ['inRange'] as const;

const reportPath = (row: ReportListRow) => buildPath(findRoute('C50102')?.path ?? '', { schedule_no: row.schedule_no });

// the column's formatted value (the date as SPEC §9 shows it) as the link's text; on a phone the link
// fills the (taller) row as a touch target
function OpenReportCell({ data, value, valueFormatted }: ICellRendererParams<ReportListRow>) {
  const phone = usePhone();
  return data ? (
    <Link to={reportPath(data)} style={phone ? TOUCH_TARGET : undefined}>
      {String(valueFormatted ?? value ?? '')}
    </Link>
  ) : null;
}

// The two report lists: one row per staffed lesson with its report or none yet, the last 7 days by
// default (SPEC §9, libs/domain reportListDefaultRange); the lesson date opens the report (C50102).
export function ReportBrowsePage({ scope }: { scope: ReportBrowseScope }) {
  const { t } = useTranslation();
  const api = useApi();
  const staff = scope === 'staff';
  const [initial] = useState<ReportSearch>(() => reportListDefaultRange(tokyoDate(Date.now())));
  const [defaultRange] = useState<DateRangeState>(() =>
    setDateRange({ mode: 'inRange', range: [null, null] }, initial.since ?? null, initial.before ?? null),
  );
  const [range, setRange] = useState<DateRangeState>(defaultRange);
  const [dropdowns, setDropdowns] = useState<Pick<ReportBrowseDropdowns, 'centers' | 'teachers'>>({
    centers: [],
    teachers: [],
  });

  useEffect(() => {
    if (!staff) return;
    let live = true;
    api
      .call('C50101_getDropdownData', {}, { silent: true })
      .then((d) => live && setDropdowns(d))
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [api, staff]);

  const label = (field: string) => t(`reports.screen.field.${field}`);
  const columns = useMemo<ColDef<ReportListRow>[]>(() => {
    const staffColumns: ColDef<ReportListRow>[] = [
      { colId: 'center_no', field: 'center_name', headerName: label('center_name'), minWidth: 110, flex: 1 },
      { colId: 'teacher_no', field: 'teacher_name', headerName: label('teacher_name'), minWidth: 120, flex: 1 },
    ];
    return [
      {
        field: 'schedule_date',
        headerName: label('schedule_date'),
        width: 130,
        valueFormatter: (p) => (p.value ? formatDisplayDate(String(p.value)) : ''),
        cellRenderer: OpenReportCell,
      },
      {
        field: 'time_limit_no',
        headerName: label('time_limit_no'),
        width: 120,
        sortable: false,
        valueFormatter: (p) => (typeof p.value === 'number' ? reportSlotText(t, p.value) : ''),
      },
      ...(staff ? staffColumns : []),
      { colId: 'student_no', field: 'student_name', headerName: label('student_name'), minWidth: 120, flex: 1 },
      { field: 'subject_name', headerName: label('subject_name'), minWidth: 100, flex: 1, sortable: false },
      {
        field: 'report_status',
        headerName: label('report_status'),
        width: 140,
        valueFormatter: (p) => reportStatusText(t, p.value as ReportListRow['report_status']),
      },
      {
        field: 'submitted_at',
        headerName: label('submitted_at'),
        width: 170,
        sortable: false,
        valueFormatter: (p) => (p.value ? reportTimeText(String(p.value)) : ''),
      },
    ];
  }, [t, staff]);

  const select = (
    key: 'center_no' | 'teacher_no',
    allKey: string,
    options: DropdownOption[],
    value: unknown,
    apply: (patch: ReportSearch) => void,
  ) => (
    <Select
      style={{ minWidth: 160 }}
      value={(value as number | undefined) ?? ALL}
      options={[{ value: ALL, label: t(allKey) }, ...options]}
      onChange={(v: number | '') => apply({ [key]: v })}
      showSearch={{ optionFilterProp: 'label' }}
      aria-label={label(key === 'center_no' ? 'center_name' : 'teacher_name')}
      data-testid={`c50101-filter-${key}`}
    />
  );

  return (
    <BrowsePage
      api={staff ? 'C50101_doBrowse' : 'C50101TeacherBrowse_doBrowse'}
      titleKey={staff ? 'route.C50101Browse' : 'route.C50101TeacherBrowse'}
      columns={columns}
      initialSearch={initial}
      filters={({ searchInfo, apply }) => (
        <>
          <span role="group" aria-label={label('period')} data-testid="c50101-filter-range">
            <DateRangePicker
              value={range}
              label={label('period')}
              // the service reads a missing end as the default range's (SPEC §9), so both ends are asked for
              modes={IN_RANGE}
              onChange={(next) => {
                const [since, before] = next.range;
                // a cleared range is the default one again
                setRange(since || before ? next : defaultRange);
                if (since && before) apply({ since, before });
                else if (!since && !before) apply(initial);
              }}
            />
          </span>
          {staff ? select('center_no', 'reports.screen.allCenters', dropdowns.centers, searchInfo.center_no, apply) : null}
          {staff ? select('teacher_no', 'reports.screen.allTeachers', dropdowns.teachers, searchInfo.teacher_no, apply) : null}
          <Select<NonNullable<ReportSearch['report_status']>>
            style={{ minWidth: 160 }}
            value={(searchInfo.report_status as ReportSearch['report_status']) ?? ALL}
            options={[
              { value: ALL, label: t('reports.screen.allStatuses') },
              ...STATUS_CHOICES.map((s) => ({ value: s, label: reportStatusText(t, s === 'unwritten' ? null : s) })),
            ]}
            onChange={(report_status) => apply({ report_status })}
            aria-label={label('report_status')}
            data-testid="c50101-filter-status"
          />
        </>
      )}
    />
  );
}
