import { type SubjectRow, buildPath, findRoute } from '@school/contracts';
import type { SearchInfo, OrderBy } from '@school/ui';
import { useNavigate } from '@school/ui/router';
import { BrowsePage, CsvExportButton } from '@school/ui/screens';
import type { ColDef } from 'ag-grid-community';
import { Button, Select, Space } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { EditLinkCell, type EditLinkCellParams } from '../../common/EditLinkCell';

const LEVELS = ['elementary_flag', 'junior_high_flag', 'high_school_flag'] as const;
const editPath = (row: SubjectRow) => buildPath(findRoute('M20401Edit')?.path ?? '', { subject_id: row.subject_no });

// Subjects (M20401): the list with search, order and paging; a name opens its edit page; the CSV
// export writes every row of the current search in the current order.
export function M20401BrowsePage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const columns = useMemo<ColDef<SubjectRow>[]>(() => {
    const flag = (field: (typeof LEVELS)[number]): ColDef<SubjectRow> => ({
      field,
      headerName: t(`masters.m20401.field.${field}`),
      width: 110,
      valueFormatter: (p) => (p.value === 1 ? '○' : ''),
    });
    return [
      { field: 'subject_no', headerName: t('masters.m20401.field.subject_no'), width: 110 },
      {
        field: 'subject_name',
        headerName: t('masters.m20401.field.subject_name'),
        flex: 1,
        cellRenderer: EditLinkCell,
        cellRendererParams: { to: editPath } satisfies EditLinkCellParams<SubjectRow>,
      },
      { field: 'subject_short_name', headerName: t('masters.m20401.field.subject_short_name'), width: 110 },
      ...LEVELS.map(flag),
      { field: 'sort_order', headerName: t('masters.m20401.field.sort_order'), width: 110 },
    ];
  }, [t]);
  // the export takes what the list shows: its search and order, every page
  const toolbar = (shown: { searchInfo: SearchInfo; orderBy: OrderBy[] }) => (
    <Space>
      <CsvExportButton api="M20401_exportCSV" input={shown} label={t('masters.m20401.exportCsv')} testId="m20401-csv" />
      <Button type="primary" onClick={() => navigate(findRoute('M20401Add')?.path ?? '/')} data-testid="m20401-add">
        {t('masters.m20401.add')}
      </Button>
    </Space>
  );
  // one school level at a time: choosing a level clears the others
  const filters = ({ searchInfo, apply }: { searchInfo: SearchInfo; apply: (patch: SearchInfo) => void }) => (
    <Select<string>
      value={LEVELS.find((l) => searchInfo[l] === 1) ?? ''}
      onChange={(level) => apply(Object.fromEntries(LEVELS.map((l) => [l, l === level ? 1 : ''])))}
      options={[
        { value: '', label: t('masters.m20401.allLevels') },
        ...LEVELS.map((l) => ({ value: l, label: t(`masters.m20401.field.${l}`) })),
      ]}
      style={{ width: 180 }}
      aria-label={t('masters.m20401.field.levels')}
      data-testid="m20401-level"
    />
  );
  return <BrowsePage api="M20401_doBrowse" titleKey="route.M20401Browse" columns={columns} toolbar={toolbar} filters={filters} />;
}
