import { isCourseKind, type CourseKind } from '@school/contracts';
import { COURSE_FORM, COURSE_TYPE_FORM, type FormSchema, type FormValues } from '@school/domain';
import { useApi } from '@school/ui';
import { useParams } from '@school/ui/router';
import { MasterEditPage, NumberField, SelectField, TextField, type FieldOption } from '@school/ui/screens';
import { Result } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { m20301BrowsePath, m20301EditPath } from './paths';

const CHILD: Readonly<Record<CourseKind, { form: FormSchema; key: 'course_type_no' | 'course_no'; blank: FormValues }>> = {
  M1005: {
    form: COURSE_TYPE_FORM,
    key: 'course_type_no',
    blank: { course_type_name: '', description: '', sort_order: 0 },
  },
  M1010: {
    form: COURSE_FORM,
    key: 'course_no',
    blank: {
      course_type_no: null,
      course_name: '',
      lesson_minutes: 90,
      capacity: 1,
      lessons_per_month: 4,
      monthly_fee: 0,
      sort_order: 0,
    },
  },
};

// M20301Add (/M20301/add/{_course_type}) and M20301Edit (/M20301/{id}/edit/{_course_type}) for either
// child: M1005 course type or M1010 course. A new row moves on to its edit route once saved.
export function M20301EditPage() {
  const { t } = useTranslation();
  const api = useApi();
  const { id, _course_type: kindParam } = useParams();
  const [courseTypes, setCourseTypes] = useState<FieldOption<number>[]>([]);
  const kind = isCourseKind(kindParam) ? kindParam : null;
  const rowNo = id ? Number(id) : null;

  // A course picks its type from the course type list (a school has a handful).
  useEffect(() => {
    if (kind !== 'M1010') return;
    api
      .call('M20301_doBrowse', {
        searchInfo: { _course_type: 'M1005' },
        orderBy: [],
        pagination: { current_page: 1, per_page: 100 },
      })
      // the list answers course types, asked for by _course_type; a course would have a course_no
      .then((page) =>
        setCourseTypes(
          page.data.flatMap((r) => ('course_no' in r ? [] : [{ value: r.course_type_no, label: r.course_type_name }])),
        ),
      )
      .catch(() => setCourseTypes([]));
  }, [kind]);

  if (!kind) return <Result status="warning" title={t('masters.m20301.unknownKind')} />;
  if (id !== undefined && !(Number.isInteger(rowNo) && (rowNo ?? 0) > 0))
    return <Result status="warning" title={t('error.notFound')} />;
  const child = CHILD[kind];
  const label = (field: string) => t(`masters.m20301.field.${field}`);
  const testId = (field: string) => `m20301-${field}`;

  return (
    <MasterEditPage
      screen="M20301"
      apis={{ getEdit: 'M20301_getEdit', doAdd: 'M20301_doAdd', doEdit: 'M20301_doEdit', doDelete: 'M20301_doDelete' }}
      keyField={child.key}
      routeParam="id"
      schema={child.form}
      blank={child.blank}
      scope={{ _course_type: kind }}
      titleKey={`masters.m20301.title.${kind}.${rowNo ? 'edit' : 'add'}`}
      paths={{ browse: m20301BrowsePath, edit: (no) => m20301EditPath(kind, no) }}
    >
      {({ field }) => {
        const text = (name: string, required = false) => (
          <TextField {...field(name)} label={label(name)} testId={testId(name)} required={required} />
        );
        const number = (name: string, min: number, max: number) => (
          <NumberField {...field(name)} label={label(name)} testId={testId(name)} min={min} max={max} required />
        );
        const select = (name: string, options: FieldOption<number>[]) => (
          <SelectField {...field(name)} label={label(name)} testId={testId(name)} options={options} required />
        );
        if (kind === 'M1005')
          return (
            <>
              {text('course_type_name', true)}
              <TextField
                {...field('description')}
                label={label('description')}
                testId={testId('description')}
                rows={{ minRows: 3, maxRows: 6 }}
              />
              {number('sort_order', 0, 9999)}
            </>
          );
        return (
          <>
            {select('course_type_no', courseTypes)}
            {text('course_name', true)}
            {select(
              'lesson_minutes',
              [90, 40].map((n) => ({ value: n, label: t('masters.m20301.minutes', { n }) })),
            )}
            {select(
              'capacity',
              [1, 2].map((n) => ({ value: n, label: t(`masters.m20301.capacity.${n}`) })),
            )}
            {number('lessons_per_month', 1, 31)}
            {number('monthly_fee', 0, 9999999)}
            {number('sort_order', 0, 9999)}
          </>
        );
      }}
    </MasterEditPage>
  );
}
