import { type DropdownOption, type PendingScheduleRow } from '@school/contracts';
import { useSubjectOptions } from '@school/ui';
import { BrowsePage } from '@school/ui/screens';
import type { ColDef } from 'ag-grid-community';
import { Select } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

const slash = (date: unknown) => (typeof date === 'string' ? date.replaceAll('-', '/') : '');
const KINDS = ['waiting', 'unassigned', 'changed'] as const;
const labelOf = (options: readonly DropdownOption[], value: unknown) =>
  options.find((o) => o.value === value)?.label ?? String(value ?? '');

// PendingSchedule ("lesson schedule", everyone): the applications and lessons not settled yet, as the
// caller's role may see them (docs/applications.md): a student's own, staff's centers', a teacher's
// recently changed lessons. The server scopes the rows; the screen is the same for every role.
export function PendingSchedulePage() {
  const { t } = useTranslation();
  const subjects = useSubjectOptions();
  const label = (key: string) => t(`scheduling.pendingSchedule.${key}`);
  const columns = useMemo<ColDef<PendingScheduleRow>[]>(
    () => [
      {
        field: 'kind',
        headerName: label('kindLabel'),
        width: 150,
        valueFormatter: (p) =>
          `${t(`scheduling.pendingSchedule.kind.${String(p.value)}`)}${p.data?.cancelled ? ` (${label('cancelled')})` : ''}`,
      },
      { field: 'schedule_date', headerName: label('date'), width: 120, valueFormatter: (p) => slash(p.value) },
      { field: 'slot_label', headerName: label('slot'), width: 130 },
      { field: 'center_name', headerName: label('center'), width: 120 },
      { field: 'student_name', headerName: label('student'), flex: 1, minWidth: 140 },
      { field: 'subject_no', headerName: label('subject'), width: 120, valueFormatter: (p) => labelOf(subjects, p.value) },
      {
        field: 'entry_type',
        headerName: label('entryType'),
        width: 120,
        valueFormatter: (p) => (p.value ? t(`scheduling.studentEntry.entryType.${String(p.value)}`) : ''),
      },
    ],
    [t, subjects],
  );
  return (
    <BrowsePage
      api="PendingSchedule_doBrowse"
      titleKey="route.PendingSchedule"
      columns={columns}
      appendPages
      filters={({ searchInfo, apply }) => (
        <Select
          allowClear
          style={{ minWidth: 160 }}
          placeholder={label('allKinds')}
          aria-label={label('kindLabel')}
          value={typeof searchInfo.kind === 'string' && searchInfo.kind !== '' ? searchInfo.kind : undefined}
          options={KINDS.map((k) => ({ value: k, label: t(`scheduling.pendingSchedule.kind.${k}`) }))}
          onChange={(v: string | undefined) => apply({ kind: v ?? '' })}
          data-testid="pending-kind"
        />
      )}
    />
  );
}
