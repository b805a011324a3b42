import { CLASSROOM_TYPES, type ClassroomRow, buildPath, findRoute } from '@school/contracts';
import { useNavigate } from '@school/ui/router';
import { BrowsePage, CsvExportButton } from '@school/ui/screens';
import type { ColDef } from 'ag-grid-community';
import { Button, Select, Space } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { EditLinkCell, type EditLinkCellParams } from '../../common/EditLinkCell';
import { useCenterOptions } from '@school/ui';

const editPath = (row: ClassroomRow) => buildPath(findRoute('M20201Edit')?.path ?? '', { classroom_id: row.classroom_no });
const ALL = '';

// Classrooms (M20201): the list with search, center and type filters, order and paging; a name opens
// its edit page; the CSV export writes what the list shows (all pages).
export function M20201BrowsePage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const centers = useCenterOptions(0, true);
  const columns = useMemo<ColDef<ClassroomRow>[]>(
    () => [
      { field: 'classroom_no', headerName: t('masters.m20201.field.classroom_no'), width: 110 },
      {
        field: 'classroom_name',
        headerName: t('masters.m20201.field.classroom_name'),
        flex: 1,
        minWidth: 200,
        cellRenderer: EditLinkCell,
        cellRendererParams: { to: editPath } satisfies EditLinkCellParams<ClassroomRow>,
      },
      { field: 'center_name', headerName: t('masters.m20201.field.center_name'), flex: 1, minWidth: 150 },
      {
        field: 'classroom_type',
        headerName: t('masters.m20201.field.classroom_type'),
        width: 140,
        valueFormatter: (p) => t(`masters.m20201.type.${String(p.value)}`),
      },
      { field: 'booth_count', headerName: t('masters.m20201.field.booth_count'), width: 110 },
      { field: 'sort_order', headerName: t('masters.m20201.field.sort_order'), width: 110 },
    ],
    [t],
  );
  return (
    <BrowsePage
      api="M20201_doBrowse"
      titleKey="route.M20201Browse"
      columns={columns}
      filters={({ searchInfo, apply }) => (
        <>
          <Select
            style={{ minWidth: 200 }}
            value={(searchInfo.center_no as number | undefined) ?? ALL}
            options={[{ value: ALL, label: t('masters.m20201.allCenters') }, ...centers]}
            onChange={(center_no) => apply({ center_no })}
            aria-label={t('masters.m20201.field.center_name')}
            data-testid="m20201-filter-center"
          />
          <Select
            style={{ minWidth: 160 }}
            value={(searchInfo.classroom_type as number | undefined) ?? ALL}
            options={[
              { value: ALL, label: t('masters.m20201.allTypes') },
              ...CLASSROOM_TYPES.map((type) => ({ value: type, label: t(`masters.m20201.type.${type}`) })),
            ]}
            onChange={(classroom_type) => apply({ classroom_type })}
            aria-label={t('masters.m20201.field.classroom_type')}
            data-testid="m20201-filter-type"
          />
        </>
      )}
      toolbar={(shown) => (
        <Space>
          <CsvExportButton api="M20201_exportCSV" input={shown} label={t('masters.m20201.exportCsv')} testId="m20201-csv" />
          <Button type="primary" onClick={() => navigate(findRoute('M20201Add')?.path ?? '/')} data-testid="m20201-add">
            {t('masters.m20201.add')}
          </Button>
        </Space>
      )}
    />
  );
}
