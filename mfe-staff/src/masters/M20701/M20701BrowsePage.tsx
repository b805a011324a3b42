import { type MailTemplateRow, buildPath, findRoute } from '@school/contracts';
import { BrowsePage } from '@school/ui/screens';
import type { ColDef } from 'ag-grid-community';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { EditLinkCell, type EditLinkCellParams } from '../../common/EditLinkCell';

const editPath = (row: MailTemplateRow) => buildPath(findRoute('M20701Edit')?.path ?? '', { id: row.notification_type });

// Notification mail (M20701): one template per notification type; a name opens its edit page.
export function M20701BrowsePage() {
  const { t } = useTranslation();
  const columns = useMemo<ColDef<MailTemplateRow>[]>(
    () => [
      {
        field: 'notification_type',
        headerName: t('masters.m20701.notificationType'),
        width: 130,
      },
      {
        field: 'notification_name',
        headerName: t('masters.m20701.notificationName'),
        width: 180,
        cellRenderer: EditLinkCell,
        cellRendererParams: { to: editPath } satisfies EditLinkCellParams<MailTemplateRow>,
      },
      { field: 'mail_subject', headerName: t('masters.m20701.subject'), flex: 1, minWidth: 240 },
      {
        field: 'send_flag',
        headerName: t('masters.m20701.sendFlag'),
        width: 130,
        valueFormatter: (p) => t(`masters.m20701.send.${String(p.value)}`),
      },
      {
        field: 'updated_at',
        headerName: t('masters.m20701.updatedAt'),
        width: 180,
        valueFormatter: (p) =>
          typeof p.value === 'string' ? new Date(p.value).toLocaleString('ja-JP', { timeZone: 'Asia/Tokyo' }) : '',
      },
    ],
    [t],
  );
  return <BrowsePage api="M20701_doBrowse" titleKey="route.M20701Browse" columns={columns} />;
}
