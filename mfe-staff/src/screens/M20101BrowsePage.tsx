import { BrowsePage } from '@school/ui';
import type { ColDef } from 'ag-grid-community';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

type CenterRow = { center_no: number; center_name: string; center_short_name: string };

// Centers (M20101): the first list on the shared Browse page.
export function M20101BrowsePage() {
  const { t } = useTranslation();
  const columns = useMemo<ColDef<CenterRow>[]>(
    () => [
      { field: 'center_no', headerName: t('staff.center.no'), width: 120 },
      { field: 'center_name', headerName: t('staff.center.name'), flex: 1 },
      { field: 'center_short_name', headerName: t('staff.center.shortName'), flex: 1 },
    ],
    [t],
  );
  return <BrowsePage<CenterRow> screenId="M20101" titleKey="route.M20101Browse" columns={columns} />;
}
