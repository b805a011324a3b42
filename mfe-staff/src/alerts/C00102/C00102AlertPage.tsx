import type { AlertRow } from '@school/contracts';
import { formatDisplayDate, formatDisplayInstant } from '@school/domain';
import { useApi } from '@school/ui';
import { BrowsePage, type BrowseGridContext } from '@school/ui/screens';
import type { ColDef, ICellRendererParams } from 'ag-grid-community';
import { Button, Select, Space } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

const ALL = '';
const unread = (rows: AlertRow[]) => rows.filter((r) => r.confirmed_flag === 0);

// Marks one alert read: the row leaves the list at once and comes back if the call fails.
function MarkReadCell({ data, context }: ICellRendererParams<AlertRow, unknown, BrowseGridContext<AlertRow>>) {
  const { t } = useTranslation();
  const api = useApi();
  if (!data || data.confirmed_flag === 1) return null;
  return (
    <Button
      size="small"
      onClick={() => void context.removeWhile([data], () => api.call('C00102_updateAlert', { alert_no: data.alert_no }))}
      data-testid={`c00102-read-${data.alert_no}`}
    >
      {t('alerts.markRead')}
    </Button>
  );
}

// Alerts (C00102): what the system raised for the caller's role and centers, or for a teacher what
// names them (docs/alerts.md), unread first shown; one, the ticked ones or every shown one can be
// marked read.
export function C00102AlertPage() {
  const { t } = useTranslation();
  const api = useApi();
  const label = (field: string) => t(`alerts.field.${field}`);
  const columns = useMemo<ColDef<AlertRow>[]>(
    () => [
      { field: 'alert_no', headerName: label('alert_no'), width: 130 },
      { colId: 'action', headerName: label('action'), width: 140, sortable: false, cellRenderer: MarkReadCell },
      { field: 'classification_name', headerName: label('classification_name'), width: 200, sortable: false },
      {
        colId: 'about',
        headerName: label('about'),
        flex: 1,
        minWidth: 280,
        sortable: false,
        valueGetter: ({ data }) => {
          if (!data) return '';
          const names = { center: data.center_name ?? '', student: data.student_name ?? '' };
          const s = data.subject;
          if (s.type === 'lesson')
            return t('alerts.about.lesson', { date: formatDisplayDate(s.schedule_date), time: s.time_label, ...names });
          return s.type === 'application'
            ? t('alerts.about.application', { no: s.application_no, ...names })
            : t('alerts.about.rebookingRequest', { no: s.request_no, ...names });
        },
      },
      {
        field: 'raised_at',
        headerName: label('raised_at'),
        width: 190,
        // SPEC §9: dates as YYYY/MM/DD, at the school's clock
        valueFormatter: (p) => (typeof p.value === 'string' ? formatDisplayInstant(p.value) : ''),
      },
      {
        field: 'confirmed_flag',
        headerName: label('confirmed_flag'),
        width: 100,
        valueFormatter: (p) => t(`alerts.state.${String(p.value)}`),
      },
    ],
    [t],
  );
  return (
    <BrowsePage
      api="C00102_getAlert"
      titleKey="route.C00102"
      columns={columns}
      initialSearch={{ confirmed_flag: 0 }}
      selectable
      filters={({ searchInfo, apply }) => (
        <Select
          style={{ minWidth: 140 }}
          value={(searchInfo.confirmed_flag as 0 | 1 | undefined) ?? ALL}
          options={[
            { value: 0, label: t('alerts.state.0') },
            { value: 1, label: t('alerts.state.1') },
            { value: ALL, label: t('alerts.state.all') },
          ]}
          onChange={(confirmed_flag) => apply({ confirmed_flag })}
          aria-label={label('confirmed_flag')}
          data-testid="c00102-filter-state"
        />
      )}
      toolbar={({ rows, selected, removeWhile }) => {
        const markRead = (list: AlertRow[]) =>
          void removeWhile(list, () => api.call('C00102_updateBatchAlert', { alert_nos: list.map((r) => r.alert_no) }));
        return (
          <Space wrap>
            <Button
              disabled={!unread(selected).length}
              onClick={() => markRead(unread(selected))}
              data-testid="c00102-read-selected"
            >
              {t('alerts.markSelectedRead')}
            </Button>
            <Button disabled={!unread(rows).length} onClick={() => markRead(unread(rows))} data-testid="c00102-read-shown">
              {t('alerts.markShownRead')}
            </Button>
          </Space>
        );
      }}
    />
  );
}
