import { AUDIT_RECORD_TYPES, type AuditEntryRow } from '@school/contracts';
import { formatDisplayInstant } from '@school/domain';
import { BrowsePage, CsvExportButton } from '@school/ui/screens';
import type { ColDef } from 'ag-grid-community';
import { Input, Select } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

const json = (v: unknown) => (v === null || v === undefined ? '' : JSON.stringify(v));

// Audit trail (M21201, the administrator's; docs/audit.md): every change to a record, newest first,
// searched by record, user, request and dates; the CSV export takes the list as searched.
export function M21201BrowsePage() {
  const { t } = useTranslation();
  const label = (key: string) => t(`masters.m21201.field.${key}`);
  const columns = useMemo<ColDef<AuditEntryRow>[]>(
    () => [
      {
        field: 'occurred_at',
        headerName: label('occurred_at'),
        width: 170,
        valueFormatter: (p) => (typeof p.value === 'string' ? formatDisplayInstant(p.value) : ''),
      },
      {
        field: 'actor_name',
        headerName: label('actor_name'),
        width: 160,
        valueGetter: (p) =>
          p.data?.actor_user_no == null ? t('masters.m21201.nobody') : `${p.data.actor_name ?? ''} (${p.data.actor_user_no})`,
      },
      {
        field: 'record_type',
        headerName: label('record_type'),
        width: 130,
        valueFormatter: (p) => t(`masters.m21201.record.${String(p.value)}`),
      },
      { field: 'record_key', headerName: label('record_key'), width: 110 },
      { field: 'event_type', headerName: label('event_type'), width: 170 },
      { field: 'request_id', headerName: label('request_id'), width: 150 },
      {
        field: 'before',
        headerName: label('before'),
        flex: 1,
        minWidth: 200,
        sortable: false,
        valueFormatter: (p) => json(p.value),
      },
      {
        field: 'after',
        headerName: label('after'),
        flex: 1,
        minWidth: 200,
        sortable: false,
        valueFormatter: (p) => json(p.value),
      },
    ],
    [t],
  );
  return (
    <BrowsePage
      api="M21201_doBrowse"
      titleKey="route.M21201Browse"
      columns={columns}
      filters={({ searchInfo, apply }) => {
        // typed fields apply on Enter or when left, not on every key
        const text = (key: string, width: number, type = 'text') => (
          <Input
            key={key}
            type={type}
            style={{ width }}
            placeholder={label(key)}
            aria-label={label(key)}
            defaultValue={
              typeof searchInfo[key] === 'string' || typeof searchInfo[key] === 'number' ? String(searchInfo[key]) : ''
            }
            onPressEnter={(e) => apply({ [key]: (e.target as HTMLInputElement).value.trim() })}
            // a date is picked, not typed: it applies at once
            onChange={type === 'date' ? (e) => apply({ [key]: e.target.value }) : undefined}
            onBlur={(e) => {
              const value = e.target.value.trim();
              if (value !== String(searchInfo[key] ?? '')) apply({ [key]: value });
            }}
            data-testid={`m21201-${key}`}
          />
        );
        return (
          <>
            <Select
              allowClear
              style={{ width: 160 }}
              placeholder={label('record_type')}
              aria-label={label('record_type')}
              value={typeof searchInfo.record_type === 'string' && searchInfo.record_type ? searchInfo.record_type : undefined}
              options={AUDIT_RECORD_TYPES.map((value) => ({ value, label: t(`masters.m21201.record.${value}`) }))}
              onChange={(value?: string) => apply({ record_type: value ?? '' })}
              data-testid="m21201-record_type"
            />
            {text('record_key', 110)}
            {text('actor_user_no', 120)}
            {text('request_id', 200)}
            {text('date_from', 150, 'date')}
            {text('date_to', 150, 'date')}
          </>
        );
      }}
      toolbar={(shown) => (
        <CsvExportButton api="M21201_exportCSV" input={shown} label={t('masters.m21201.exportCsv')} testId="m21201-csv" />
      )}
    />
  );
}
