import { ENROLLMENT_STATUSES, SCHOOL_YEAR_CODES, STUDENT_SEXES, type StudentRow, buildPath, findRoute } from '@school/contracts';
import { useNavigate } from '@school/ui/router';
import { BrowsePage } from '@school/ui/screens';
import type { ColDef } from 'ag-grid-community';
import { Button, Select } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { EditLinkCell, type EditLinkCellParams } from '../../common/EditLinkCell';
import { useStudentInit } from './useStudentInit';

const editPath = (row: StudentRow) => buildPath(findRoute('C20101Edit')?.path ?? '', { student_id: row.student_no });
const ALL = '';

// Students (C20101Browse): search by number, name, kana, guardian, phone or email; filters by center,
// enrollment status, school year, sex and subject; a name opens the student's edit page.
export function C20101BrowsePage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { centers, subjects } = useStudentInit();
  const label = (field: string) => t(`masters.c20101.field.${field}`);
  const text = (group: string) => (p: { value: unknown }) =>
    p.value === null || p.value === undefined ? '' : t(`masters.c20101.${group}.${String(p.value)}`);
  const columns = useMemo<ColDef<StudentRow>[]>(
    () => [
      { field: 'student_no', headerName: label('student_no'), width: 110 },
      {
        field: 'student_name',
        headerName: label('student_name'),
        minWidth: 150,
        flex: 1,
        cellRenderer: EditLinkCell,
        cellRendererParams: { to: editPath } satisfies EditLinkCellParams<StudentRow>,
      },
      { field: 'student_namej', headerName: label('student_namej'), minWidth: 150, flex: 1 },
      { field: 'sex', headerName: label('sex'), width: 90, valueFormatter: text('sex') },
      { field: 'school_year_code', headerName: label('school_year_code'), width: 90, valueFormatter: text('schoolYear') },
      { field: 'center_name', headerName: label('center_name'), minWidth: 120, flex: 1 },
      {
        field: 'enrollment_status',
        headerName: label('enrollment_status'),
        width: 110,
        valueFormatter: text('enrollment'),
      },
      { field: 'teacher_request', headerName: label('teacher_request'), width: 130, valueFormatter: text('request') },
      { field: 'subject_names', headerName: label('subject_names'), minWidth: 160, flex: 1 },
      { field: 'guardian_name', headerName: label('guardian_name'), minWidth: 130, flex: 1 },
      { field: 'tel', headerName: label('tel'), width: 140 },
    ],
    [t],
  );
  const choice = (value: unknown) => (value as number | undefined) ?? ALL;
  const choices = (list: readonly number[], group: string, all: string) => [
    { value: ALL, label: t(`masters.c20101.${all}`) },
    ...list.map((v) => ({ value: v, label: t(`masters.c20101.${group}.${v}`) })),
  ];
  return (
    <BrowsePage
      api="C20101_doBrowse"
      titleKey="route.C20101Browse"
      columns={columns}
      filters={({ searchInfo, apply }) => (
        <>
          <Select
            style={{ minWidth: 180 }}
            value={choice(searchInfo.center_no)}
            options={[{ value: ALL, label: t('masters.c20101.allCenters') }, ...centers]}
            onChange={(center_no) => apply({ center_no })}
            aria-label={label('center_no')}
            data-testid="c20101-filter-center"
          />
          <Select
            style={{ minWidth: 150 }}
            value={choice(searchInfo.enrollment_status)}
            options={choices(ENROLLMENT_STATUSES, 'enrollment', 'allStatuses')}
            onChange={(enrollment_status) => apply({ enrollment_status })}
            aria-label={label('enrollment_status')}
            data-testid="c20101-filter-status"
          />
          <Select
            style={{ minWidth: 130 }}
            value={choice(searchInfo.school_year_code)}
            options={choices(SCHOOL_YEAR_CODES, 'schoolYear', 'allSchoolYears')}
            onChange={(school_year_code) => apply({ school_year_code })}
            aria-label={label('school_year_code')}
            data-testid="c20101-filter-school-year"
          />
          <Select
            style={{ minWidth: 120 }}
            value={choice(searchInfo.sex)}
            options={choices(STUDENT_SEXES, 'sex', 'allSexes')}
            onChange={(sex) => apply({ sex })}
            aria-label={label('sex')}
            data-testid="c20101-filter-sex"
          />
          <Select
            style={{ minWidth: 140 }}
            value={choice(searchInfo.subject_no)}
            options={[{ value: ALL, label: t('masters.c20101.allSubjects') }, ...subjects]}
            onChange={(subject_no) => apply({ subject_no })}
            aria-label={label('subject_nos')}
            data-testid="c20101-filter-subject"
          />
        </>
      )}
      toolbar={
        <Button type="primary" onClick={() => navigate(findRoute('C20101Add')?.path ?? '/')} data-testid="c20101-add">
          {t('masters.c20101.add')}
        </Button>
      }
    />
  );
}
