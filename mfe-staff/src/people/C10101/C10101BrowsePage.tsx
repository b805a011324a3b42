import { TEACHER_SEXES, TEACHER_STATUSES, TEACHER_TYPES, type TeacherRow, buildPath, findRoute } from '@school/contracts';
import { useSubjectOptions, useCenterOptions } from '@school/ui';
import { useNavigate } from '@school/ui/router';
import { BrowsePage } from '@school/ui/screens';
import type { ColDef } from 'ag-grid-community';
import { Button, Select } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { EditLinkCell, type EditLinkCellParams } from '../../common/EditLinkCell';

const editPath = (row: TeacherRow) => buildPath(findRoute('C10101Edit')?.path ?? '', { teacher_id: row.teacher_no });
const ALL = '';

// Teachers (C10101Browse): search by number, name, kana, email or phone; filters by center, status,
// teacher type, sex and subject; a name opens the teacher's edit page.
export function C10101BrowsePage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const centers = useCenterOptions(0, true);
  const subjects = useSubjectOptions();
  const label = (field: string) => t(`masters.c10101.field.${field}`);
  const columns = useMemo<ColDef<TeacherRow>[]>(
    () => [
      { field: 'teacher_no', headerName: label('teacher_no'), width: 110 },
      {
        field: 'teacher_name',
        headerName: label('teacher_name'),
        minWidth: 150,
        flex: 1,
        cellRenderer: EditLinkCell,
        cellRendererParams: { to: editPath } satisfies EditLinkCellParams<TeacherRow>,
      },
      { field: 'teacher_namej', headerName: label('teacher_namej'), minWidth: 150, flex: 1 },
      { field: 'sex', headerName: label('sex'), width: 90, valueFormatter: (p) => t(`masters.c10101.sex.${String(p.value)}`) },
      {
        field: 'teacher_type',
        headerName: label('teacher_type'),
        width: 130,
        valueFormatter: (p) => t(`masters.c10101.type.${String(p.value)}`),
      },
      { field: 'center_names', headerName: label('center_names'), minWidth: 140, flex: 1 },
      { field: 'subject_names', headerName: label('subject_names'), minWidth: 160, flex: 1 },
      {
        field: 'status',
        headerName: label('status'),
        width: 100,
        valueFormatter: (p) => t(`masters.c10101.status.${String(p.value)}`),
      },
      { field: 'tel', headerName: label('tel'), width: 140 },
      { field: 'email', headerName: label('email'), minWidth: 180, flex: 1 },
    ],
    [t],
  );
  const choice = (value: unknown) => (value as number | undefined) ?? ALL;
  return (
    <BrowsePage
      api="C10101_doBrowse"
      titleKey="route.C10101Browse"
      errorKey="masters.c10101.listError"
      columns={columns}
      filters={({ searchInfo, apply }) => (
        <>
          <Select
            style={{ minWidth: 180 }}
            value={choice(searchInfo.center_no)}
            options={[{ value: ALL, label: t('masters.c10101.allCenters') }, ...centers]}
            onChange={(center_no) => apply({ center_no })}
            aria-label={label('center_nos')}
            data-testid="c10101-filter-center"
          />
          <Select
            style={{ minWidth: 130 }}
            value={choice(searchInfo.status)}
            options={[
              { value: ALL, label: t('masters.c10101.allStatuses') },
              ...TEACHER_STATUSES.map((s) => ({ value: s, label: t(`masters.c10101.status.${s}`) })),
            ]}
            onChange={(status) => apply({ status })}
            aria-label={label('status')}
            data-testid="c10101-filter-status"
          />
          <Select
            style={{ minWidth: 160 }}
            value={choice(searchInfo.teacher_type)}
            options={[
              { value: ALL, label: t('masters.c10101.allTypes') },
              ...TEACHER_TYPES.map((v) => ({ value: v, label: t(`masters.c10101.type.${v}`) })),
            ]}
            onChange={(teacher_type) => apply({ teacher_type })}
            aria-label={label('teacher_type')}
            data-testid="c10101-filter-type"
          />
          <Select
            style={{ minWidth: 120 }}
            value={choice(searchInfo.sex)}
            options={[
              { value: ALL, label: t('masters.c10101.allSexes') },
              ...TEACHER_SEXES.map((v) => ({ value: v, label: t(`masters.c10101.sex.${v}`) })),
            ]}
            onChange={(sex) => apply({ sex })}
            aria-label={label('sex')}
            data-testid="c10101-filter-sex"
          />
          <Select
            style={{ minWidth: 140 }}
            value={choice(searchInfo.subject_no)}
            options={[{ value: ALL, label: t('masters.c10101.allSubjects') }, ...subjects]}
            onChange={(subject_no) => apply({ subject_no })}
            aria-label={label('subject_nos')}
            data-testid="c10101-filter-subject"
          />
        </>
      )}
      toolbar={
        <Button type="primary" onClick={() => navigate(findRoute('C10101Add')?.path ?? '/')} data-testid="c10101-add">
          {t('masters.c10101.add')}
        </Button>
      }
    />
  );
}
