import { findRoute, type C40411RequestRow } from '@school/contracts';
import { formatDisplayDate, formatDisplayInstant } from '@school/domain';
import { useApi } from '@school/ui';
import { BrowsePage, type BrowseGridContext } from '@school/ui/screens';
import type { ColDef, ICellRendererParams } from 'ag-grid-community';
import { Button, Select } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { EditLinkCell, type EditLinkCellParams } from '../../common/EditLinkCell';

const when = (date: string | null, slot: string | null) => (date ? `${formatDisplayDate(date)} ${slot ?? ''}`.trim() : '');
// the student's applications on C30101, opened for that student
const c30101Of = (row: C40411RequestRow) => `${findRoute('C30101')?.path ?? '/C30101'}?student_no=${row.student_no}`;

// Hides a request (or shows a hidden one again): the row leaves the list at once and comes back,
// with the API client's message, if the call fails (the shared Browse page's removeWhile, as C00102).
function ToggleHiddenCell({
  data,
  context,
}: ICellRendererParams<C40411RequestRow, unknown, BrowseGridContext<C40411RequestRow>>) {
  const { t } = useTranslation();
  const api = useApi();
  if (!data) return null;
  const toggle = () =>
    void context.removeWhile([data], () =>
      api.call('C40411_toggleHiddenRequest', { request_no: data.request_no, lock_version: data.lock_version }),
    );
  return (
    <Button size="small" onClick={toggle} data-testid={`c40411-toggle-${data.request_no}`}>
      {t(`scheduling.rebookingRequest.${data.hidden_flag === 1 ? 'unhide' : 'hide'}`)}
    </Button>
  );
}

// Student requests (C40411): the rebooking requests of the caller's centers (docs/rebooking-requests.md),
// the open ones, or the hidden (handled) ones on demand; each links to the student's C30101.
export function C40411BrowsePage() {
  const { t } = useTranslation();
  const label = (key: string) => t(`scheduling.rebookingRequest.${key}`);
  const columns = useMemo<ColDef<C40411RequestRow>[]>(
    () => [
      { field: 'request_no', headerName: label('field.request_no'), width: 110 },
      { colId: 'action', headerName: label('field.action'), width: 140, sortable: false, cellRenderer: ToggleHiddenCell },
      {
        field: 'created_at',
        headerName: label('field.created_at'),
        width: 170,
        // SPEC §9: dates as YYYY/MM/DD, at the school's clock
        valueFormatter: (p) => (typeof p.value === 'string' ? formatDisplayInstant(p.value) : ''),
      },
      { field: 'center_name', headerName: label('field.center'), width: 120 },
      {
        field: 'student_name',
        headerName: label('field.student'),
        width: 160,
        cellRenderer: EditLinkCell,
        cellRendererParams: { to: c30101Of } satisfies EditLinkCellParams<C40411RequestRow>,
      },
      {
        colId: 'lesson',
        headerName: label('field.lesson'),
        width: 190,
        sortable: false,
        valueGetter: ({ data }) => (data ? when(data.schedule_date, data.slot_label) : ''),
      },
      {
        colId: 'wanted',
        headerName: label('field.wanted'),
        width: 190,
        sortable: false,
        valueGetter: ({ data }) => (data ? when(data.wanted_date, data.wanted_slot_label) : ''),
      },
      { field: 'note', headerName: label('field.note'), flex: 1, minWidth: 200, sortable: false },
      {
        field: 'status',
        headerName: label('field.status'),
        width: 110,
        valueFormatter: (p) => (p.value ? label(`status.${String(p.value)}`) : ''),
      },
    ],
    [t],
  );
  return (
    <BrowsePage
      api="C40411_doBrowse"
      titleKey="route.C40411Browse"
      columns={columns}
      initialSearch={{ hidden_flag: 0 }}
      filters={({ searchInfo, apply }) => (
        <Select
          style={{ minWidth: 160 }}
          value={searchInfo.hidden_flag === 1 ? 1 : 0}
          options={[
            { value: 0, label: label('list.open') },
            { value: 1, label: label('list.hidden') },
          ]}
          onChange={(hidden_flag: 0 | 1) => apply({ hidden_flag })}
          aria-label={label('list.label')}
          data-testid="c40411-filter-hidden"
        />
      )}
    />
  );
}
