import { type SupportPageRow, buildPath, findRoute } from '@school/contracts';
import { useNavigate } from '@school/ui/router';
import { BrowsePage } from '@school/ui/screens';
import type { ColDef } from 'ag-grid-community';
import { Button } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { EditLinkCell, type EditLinkCellParams } from '../../common/EditLinkCell';

const editPath = (row: SupportPageRow) => buildPath(findRoute('M21101Edit')?.path ?? '', { support_no: row.support_no });

// Help settings (M21101): every help page, drafts included, with search, order and paging; a title
// opens its edit page.
export function M21101BrowsePage() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const label = (field: string) => t(`masters.m21101.field.${field}`);
  const columns = useMemo<ColDef<SupportPageRow>[]>(
    () => [
      { field: 'support_no', headerName: label('support_no'), width: 110 },
      {
        field: 'title',
        headerName: label('title'),
        flex: 1,
        minWidth: 240,
        cellRenderer: EditLinkCell,
        cellRendererParams: { to: editPath } satisfies EditLinkCellParams<SupportPageRow>,
      },
      { field: 'function_id', headerName: label('function_id'), width: 140 },
      {
        field: 'published',
        headerName: label('published'),
        width: 110,
        valueFormatter: (p) => t(`masters.m21101.published.${String(p.value)}`),
      },
      {
        field: 'audience',
        headerName: label('audience'),
        width: 140,
        sortable: false,
        valueFormatter: (p) => (Array.isArray(p.value) ? p.value.map((a) => t(`masters.m21101.audience.${a}`)).join('・') : ''),
      },
      { field: 'sort_order', headerName: label('sort_order'), width: 100 },
      {
        field: 'updated_at',
        headerName: label('updated_at'),
        width: 180,
        valueFormatter: (p) =>
          typeof p.value === 'string' ? new Date(p.value).toLocaleString(i18n.language, { timeZone: 'Asia/Tokyo' }) : '',
      },
    ],
    [t, i18n.language],
  );
  const toolbar = (
    <Button type="primary" onClick={() => navigate(findRoute('M21101Add')?.path ?? '/')} data-testid="m21101-add">
      {t('masters.m21101.add')}
    </Button>
  );
  return <BrowsePage api="M21101_doBrowse" titleKey="route.M21101Browse" columns={columns} toolbar={toolbar} />;
}
