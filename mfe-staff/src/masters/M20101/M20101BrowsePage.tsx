import { type CenterRow, buildPath, findRoute } from '@school/contracts';
import { useNavigate } from '@school/ui/router';
import { BrowsePage } from '@school/ui/screens';
import type { ColDef } from 'ag-grid-community';
import { Button } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { EditLinkCell, type EditLinkCellParams } from '../../common/EditLinkCell';

const editPath = (row: CenterRow) => buildPath(findRoute('M20101Edit')?.path ?? '', { center_id: row.center_no });

// Centers (M20101): centers and center groups with search, order and paging; a name opens its edit page.
export function M20101BrowsePage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const columns = useMemo<ColDef<CenterRow>[]>(
    () => [
      { field: 'center_no', headerName: t('staff.center.no'), width: 110 },
      {
        field: 'center_name',
        headerName: t('staff.center.name'),
        flex: 1,
        minWidth: 200,
        cellRenderer: EditLinkCell,
        cellRendererParams: { to: editPath } satisfies EditLinkCellParams<CenterRow>,
      },
      { field: 'center_short_name', headerName: t('staff.center.shortName'), width: 110 },
      {
        field: 'group_flag',
        headerName: t('masters.m20101.field.group_flag'),
        width: 140,
        valueFormatter: (p) => t(`masters.m20101.groupFlag.${String(p.value)}`),
      },
      { field: 'center_group_name', headerName: t('masters.m20101.field.center_group_name'), width: 150 },
      { field: 'prefecture', headerName: t('masters.m20101.field.prefecture'), width: 110 },
      { field: 'tel', headerName: t('masters.m20101.field.tel'), width: 140 },
      { field: 'sort_order', headerName: t('masters.m20101.field.sort_order'), width: 100 },
    ],
    [t],
  );
  const toolbar = (
    <Button type="primary" onClick={() => navigate(findRoute('M20101Add')?.path ?? '/')} data-testid="m20101-add">
      {t('masters.m20101.add')}
    </Button>
  );
  return <BrowsePage api="M20101_doBrowse" titleKey="route.M20101Browse" columns={columns} toolbar={toolbar} />;
}
