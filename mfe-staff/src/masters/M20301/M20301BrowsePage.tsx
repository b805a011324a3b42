import type { CourseKind, CourseRow, CourseTypeRow } from '@school/contracts';
import { useNavigate } from '@school/ui/router';
import { BrowsePage } from '@school/ui/screens';
import type { ColDef } from 'ag-grid-community';
import { Button, Space } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { EditLinkCell, type EditLinkCellParams } from '../../common/EditLinkCell';
import { m20301AddPath, m20301EditPath } from './paths';

// Course management (M20301Browse): two lists on one page, the course types (M1005) with their
// courses' names, and the courses (M1010) with their type; each with search, order, paging and add.
export function M20301BrowsePage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const label = (field: string) => t(`masters.m20301.field.${field}`);

  const typeColumns = useMemo<ColDef<CourseTypeRow>[]>(
    () => [
      { field: 'course_type_no', headerName: label('course_type_no'), width: 140 },
      {
        field: 'course_type_name',
        headerName: label('course_type_name'),
        width: 200,
        cellRenderer: EditLinkCell,
        cellRendererParams: { to: (r) => m20301EditPath('M1005', r.course_type_no) } satisfies EditLinkCellParams<CourseTypeRow>,
      },
      { field: 'course_names', headerName: label('course_names'), flex: 1 },
      { field: 'course_count', headerName: label('course_count'), width: 110 },
      { field: 'sort_order', headerName: label('sort_order'), width: 100 },
    ],
    [t],
  );
  const courseColumns = useMemo<ColDef<CourseRow>[]>(
    () => [
      { field: 'course_no', headerName: label('course_no'), width: 120 },
      {
        field: 'course_name',
        headerName: label('course_name'),
        flex: 1,
        cellRenderer: EditLinkCell,
        cellRendererParams: { to: (r) => m20301EditPath('M1010', r.course_no) } satisfies EditLinkCellParams<CourseRow>,
      },
      { field: 'course_type_name', headerName: label('course_type_name'), width: 180 },
      {
        field: 'lesson_minutes',
        headerName: label('lesson_minutes'),
        width: 110,
        valueFormatter: (p) => t('masters.m20301.minutes', { n: p.value }),
      },
      {
        field: 'capacity',
        headerName: label('capacity'),
        width: 110,
        valueFormatter: (p) => t(`masters.m20301.capacity.${String(p.value)}`),
      },
      { field: 'lessons_per_month', headerName: label('lessons_per_month'), width: 130 },
      {
        field: 'monthly_fee',
        headerName: label('monthly_fee'),
        width: 130,
        valueFormatter: (p) => (typeof p.value === 'number' ? p.value.toLocaleString('ja-JP') : ''),
      },
      { field: 'sort_order', headerName: label('sort_order'), width: 100 },
    ],
    [t],
  );
  const addButton = (kind: CourseKind, text: string) => (
    <Button type="primary" onClick={() => navigate(m20301AddPath(kind))} data-testid={`m20301-add-${kind}`}>
      {text}
    </Button>
  );
  return (
    <Space direction="vertical" style={{ width: '100%' }} size="large">
      <BrowsePage
        api="M20301_doBrowse"
        titleKey="masters.m20301.courseTypes"
        columns={typeColumns}
        initialSearch={{ _course_type: 'M1005' }}
        toolbar={addButton('M1005', t('masters.m20301.addCourseType'))}
      />
      <BrowsePage
        api="M20301_doBrowse"
        titleKey="masters.m20301.courses"
        columns={courseColumns}
        initialSearch={{ _course_type: 'M1010' }}
        toolbar={addButton('M1010', t('masters.m20301.addCourse'))}
      />
    </Space>
  );
}
