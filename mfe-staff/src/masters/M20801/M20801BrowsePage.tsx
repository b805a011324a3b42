import { type SeminarCalendarRow, buildPath, findRoute } from '@school/contracts';
import { useNavigate } from '@school/ui/router';
import { BrowsePage } from '@school/ui/screens';
import type { ColDef } from 'ag-grid-community';
import { Button, InputNumber } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { EditLinkCell, type EditLinkCellParams } from '../../common/EditLinkCell';

const editPath = (row: SeminarCalendarRow) => buildPath(findRoute('M20801Edit')?.path ?? '', { seminar_name: row.seminar_name });
// the input's text: the key events come from InputNumber's wrapper, so the value is read off the input
const yearOf = (text: string | undefined): number | '' => (/^\d{4}$/.test(text?.trim() ?? '') ? Number(text?.trim()) : '');
const slash = (date: unknown) => (typeof date === 'string' ? date.replaceAll('-', '/') : '');

// Seasonal schedule (M20801): seminar periods with their application windows; a name opens its edit page.
export function M20801BrowsePage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const label = (key: string) => t(`masters.m20801.${key}`);
  const columns = useMemo<ColDef<SeminarCalendarRow>[]>(
    () => [
      {
        field: 'seminar_name',
        headerName: label('seminarName'),
        flex: 1,
        minWidth: 200,
        cellRenderer: EditLinkCell,
        cellRendererParams: { to: editPath } satisfies EditLinkCellParams<SeminarCalendarRow>,
      },
      { field: 'fiscal_year', headerName: label('fiscalYear'), width: 90 },
      { field: 'schedule_start_date', headerName: label('scheduleStartDate'), width: 130, valueFormatter: (p) => slash(p.value) },
      { field: 'schedule_end_date', headerName: label('scheduleEndDate'), width: 130, valueFormatter: (p) => slash(p.value) },
      { field: 'start_time_limit_no', headerName: label('startTimeLimitNo'), width: 110 },
      { field: 'end_time_limit_no', headerName: label('endTimeLimitNo'), width: 110 },
      { field: 'entry_start_date', headerName: label('entryStartDate'), width: 130, valueFormatter: (p) => slash(p.value) },
      { field: 'entry_end_date', headerName: label('entryEndDate'), width: 130, valueFormatter: (p) => slash(p.value) },
    ],
    [t],
  );
  const toolbar = (
    <Button type="primary" onClick={() => navigate(findRoute('M20801Add')?.path ?? '/')} data-testid="m20801-add">
      {label('add')}
    </Button>
  );
  return (
    <BrowsePage
      api="M20801_doBrowse"
      titleKey="route.M20801Browse"
      columns={columns}
      toolbar={toolbar}
      filters={({ searchInfo, apply }) => {
        // applied once typed (Enter or leaving the field), not on every digit
        const applyYear = (text: string) => {
          const year = yearOf(text);
          if (year !== (searchInfo.fiscal_year ?? '')) apply({ fiscal_year: year });
        };
        return (
          <InputNumber<number>
            placeholder={label('fiscalYear')}
            aria-label={label('fiscalYear')}
            defaultValue={typeof searchInfo.fiscal_year === 'number' ? searchInfo.fiscal_year : undefined}
            precision={0}
            onPressEnter={(e) => applyYear((e.target as HTMLInputElement).value)}
            onBlur={(e) => applyYear((e.target as HTMLInputElement).value)}
            data-testid="m20801-fiscal_year"
          />
        );
      }}
    />
  );
}
