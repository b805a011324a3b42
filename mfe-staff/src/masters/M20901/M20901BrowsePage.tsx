import { type UserRow, buildPath, findRoute } from '@school/contracts';
import { useNavigate } from '@school/ui/router';
import { BrowsePage, CsvExportButton } from '@school/ui/screens';
import type { ColDef } from 'ag-grid-community';
import { Button, Space } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { EditLinkCell, type EditLinkCellParams } from '../../common/EditLinkCell';

const editPath = (row: UserRow) => buildPath(findRoute('M20901Edit')?.path ?? '', { user_id: row.user_no });

// Users (M20901): the list with search, order and paging; a user id opens its edit page; the CSV
// export takes the list as searched and ordered (every page).
export function M20901BrowsePage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const columns = useMemo<ColDef<UserRow>[]>(
    () => [
      { field: 'user_no', headerName: t('masters.m20901.field.user_no'), width: 120 },
      {
        field: 'user_id',
        headerName: t('masters.m20901.field.user_id'),
        flex: 1,
        cellRenderer: EditLinkCell,
        cellRendererParams: { to: editPath } satisfies EditLinkCellParams<UserRow>,
      },
      { field: 'user_named', headerName: t('masters.m20901.field.user_named'), flex: 1 },
      { field: 'email', headerName: t('masters.m20901.field.email'), flex: 1 },
      {
        field: 'user_type_code',
        headerName: t('masters.m20901.field.user_type_code'),
        width: 170,
        valueFormatter: (p) => t(`masters.m20901.role.${String(p.value)}`),
      },
      {
        field: 'status',
        headerName: t('masters.m20901.field.status'),
        width: 120,
        valueFormatter: (p) => t(`masters.m20901.status.${String(p.value)}`),
      },
      { field: 'teacher_no', headerName: t('masters.m20901.field.teacher_no'), width: 100 },
      { field: 'student_no', headerName: t('masters.m20901.field.student_no'), width: 100 },
    ],
    [t],
  );
  return (
    <BrowsePage
      api="M20901_doBrowse"
      titleKey="route.M20901Browse"
      columns={columns}
      toolbar={(shown) => (
        <Space>
          <CsvExportButton api="M20901_exportCSV" input={shown} label={t('masters.m20901.exportCsv')} testId="m20901-csv" />
          <Button type="primary" onClick={() => navigate(findRoute('M20901Add')?.path ?? '/')} data-testid="m20901-add">
            {t('masters.m20901.add')}
          </Button>
        </Space>
      )}
    />
  );
}
