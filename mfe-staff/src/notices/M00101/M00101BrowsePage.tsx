import { type NoticeRow, buildPath, findRoute } from '@school/contracts';
import { useApi } from '@school/ui';
import { useNavigate } from '@school/ui/router';
import { BrowsePage } from '@school/ui/screens';
import type { ColDef } from 'ag-grid-community';
import { Button } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EditLinkCell, type EditLinkCellParams } from '../../common/EditLinkCell';

const editPath = (row: NoticeRow) => buildPath(findRoute('M00101Edit')?.path ?? '', { notice_no: row.notice_no });

// Notice settings (M00101): every notice, past and future ones included, newest first, with search,
// order and paging; a title opens its edit page.
export function M00101BrowsePage() {
  const { t, i18n } = useTranslation();
  const api = useApi();
  const navigate = useNavigate();
  const [centers, setCenters] = useState<ReadonlyMap<number, string>>(new Map());
  const label = (field: string) => t(`masters.m00101.field.${field}`);

  useEffect(() => {
    api
      .call('M00101_getDropdownData', {}, { silent: true })
      .then((d) => setCenters(new Map(d.centers.map((c) => [c.value, c.label]))))
      .catch(() => setCenters(new Map()));
  }, [api]);

  const columns = useMemo<ColDef<NoticeRow>[]>(
    () => [
      { field: 'notice_no', headerName: label('notice_no'), width: 120 },
      {
        field: 'title',
        headerName: label('title'),
        flex: 1,
        minWidth: 240,
        cellRenderer: EditLinkCell,
        cellRendererParams: { to: editPath } satisfies EditLinkCellParams<NoticeRow>,
      },
      {
        field: 'important_flag',
        headerName: label('important_flag'),
        width: 100,
        valueFormatter: (p) => t(`masters.m00101.important.${String(p.value)}`),
      },
      { field: 'publish_start_date', headerName: label('publish_start_date'), width: 130 },
      { field: 'publish_end_date', headerName: label('publish_end_date'), width: 130 },
      {
        field: 'roles',
        headerName: label('roles'),
        width: 220,
        sortable: false,
        valueFormatter: (p) => (Array.isArray(p.value) ? p.value.map((r) => t(`masters.m20901.role.${r}`)).join('・') : ''),
      },
      {
        field: 'center_nos',
        headerName: label('center_nos'),
        width: 180,
        sortable: false,
        valueFormatter: (p) =>
          Array.isArray(p.value) && p.value.length
            ? p.value.map((c: number) => centers.get(c) ?? String(c)).join('・')
            : t('masters.m00101.allCenters'),
      },
      {
        field: 'updated_at',
        headerName: label('updated_at'),
        width: 180,
        valueFormatter: (p) =>
          typeof p.value === 'string' ? new Date(p.value).toLocaleString(i18n.language, { timeZone: 'Asia/Tokyo' }) : '',
      },
    ],
    [t, i18n.language, centers],
  );
  const toolbar = (
    <Button type="primary" onClick={() => navigate(findRoute('M00101Add')?.path ?? '/')} data-testid="m00101-add">
      {t('masters.m00101.add')}
    </Button>
  );
  return <BrowsePage api="M00101_doBrowse" titleKey="route.M00101" columns={columns} toolbar={toolbar} />;
}
