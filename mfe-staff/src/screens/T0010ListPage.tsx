import { BrowsePage } from '@school/ui';
import type { ColDef } from 'ag-grid-community';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

type SampleRow = { id: number; name: string };

// Sample list page (T0010): the Browse page as screens use it.
export function T0010ListPage() {
  const { t } = useTranslation();
  const columns = useMemo<ColDef<SampleRow>[]>(
    () => [
      { field: 'id', headerName: t('staff.sample.id'), width: 100 },
      { field: 'name', headerName: t('staff.sample.name'), flex: 1 },
    ],
    [t],
  );
  return <BrowsePage<SampleRow> screenId="T0010" titleKey="route.T0010List" columns={columns} appendPages />;
}
