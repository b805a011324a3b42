import { ENROLLMENT_STATUSES, type StudentSheetRow, buildPath, findRoute } from '@school/contracts';
import { ROLE } from '@school/domain';
import { useSession } from '@school/ui';
import { useNavigate } from '@school/ui/router';
import { BrowsePage } from '@school/ui/screens';
import type { ColDef } from 'ag-grid-community';
import { Button, Select } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { EditLinkCell, type EditLinkCellParams } from '../../common/EditLinkCell';

const editPath = (row: StudentSheetRow) => buildPath(findRoute('C20201Edit')?.path ?? '', { curriculum_id: row.curriculum_id });
const ALL = '';

// Student sheets (C20201Browse): search by record or student number, name or kana; filter by the
// student's enrollment status; a name opens the sheet. Teachers see the sheets of their centers' students.
export function C20201BrowsePage() {
  const { t } = useTranslation();
  const isTeacher = useSession().user?.user_type_code === ROLE.TEACHER;
  const navigate = useNavigate();
  const label = (field: string) => t(`masters.c20201.field.${field}`);
  const columns = useMemo<ColDef<StudentSheetRow>[]>(
    () => [
      { field: 'curriculum_id', headerName: label('curriculum_id'), width: 120 },
      { field: 'student_no', headerName: t('masters.c20101.field.student_no'), width: 110 },
      {
        field: 'student_name',
        headerName: label('student_name'),
        minWidth: 150,
        flex: 1,
        cellRenderer: EditLinkCell,
        cellRendererParams: { to: editPath } satisfies EditLinkCellParams<StudentSheetRow>,
      },
      { field: 'student_namej', headerName: label('student_namej'), minWidth: 150, flex: 1 },
      { field: 'center_name', headerName: label('center_name'), minWidth: 120, flex: 1 },
      {
        field: 'enrollment_status',
        headerName: label('enrollment_status'),
        width: 110,
        valueFormatter: (p) =>
          p.value === null || p.value === undefined ? '' : t(`masters.c20101.enrollment.${String(p.value)}`),
      },
      { field: 'reference_start_date', headerName: label('reference_start_date'), width: 150 },
      { field: 'reference_end_date', headerName: label('reference_end_date'), width: 150 },
    ],
    [t],
  );
  return (
    <BrowsePage
      api="C20201_doBrowse"
      titleKey="route.C20201Browse"
      columns={columns}
      filters={({ searchInfo, apply }) => (
        <Select
          style={{ minWidth: 150 }}
          value={(searchInfo.enrollment_status as number | undefined) ?? ALL}
          options={[
            { value: ALL, label: t('masters.c20101.allStatuses') },
            ...ENROLLMENT_STATUSES.map((v) => ({ value: v, label: t(`masters.c20101.enrollment.${v}`) })),
          ]}
          onChange={(enrollment_status) => apply({ enrollment_status })}
          aria-label={label('enrollment_status')}
          data-testid="c20201-filter-status"
        />
      )}
      toolbar={
        // teachers read sheets, never write one (SPEC §6)
        isTeacher ? null : (
          <Button type="primary" onClick={() => navigate(findRoute('C20201Add')?.path ?? '/')} data-testid="c20201-add">
            {t('masters.c20201.add')}
          </Button>
        )
      }
    />
  );
}
