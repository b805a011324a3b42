import { isCourseKind, type CourseKind, type CourseTypeRow, type M20301Record } from '@school/contracts';
import { COURSE_FORM, COURSE_TYPE_FORM, type FormSchema, type FormValues } from '@school/domain';
import { ConfirmDeleteButton, EditPage, useApi } from '@school/ui';
import { App, Form, Input, InputNumber, Result, Select } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { m20301BrowsePath, m20301EditPath } from './m20301-paths';

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

type Option = { value: number; label: string };

// M20301Add (/M20301/add/{_course_type}) and M20301Edit (/M20301/{id}/edit/{_course_type}) for either
// child: M1005 course type or M1010 course. A new row moves on to its edit route once saved.
export function M20301EditPage() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const api = useApi();
  const navigate = useNavigate();
  const { id, _course_type: kindParam } = useParams();
  const [courseTypes, setCourseTypes] = useState<Option[]>([]);
  const kind = isCourseKind(kindParam) ? kindParam : null;
  const rowNo = id ? Number(id) : null;

  // A course picks its type from the course type list (a school has a handful).
  useEffect(() => {
    if (kind !== 'M1010') return;
    api
      .call<{ data: CourseTypeRow[] }>('M20301_doBrowse', {
        searchInfo: { _course_type: 'M1005' },
        orderBy: [],
        pagination: { current_page: 1, per_page: 100 },
      })
      .then((page) => setCourseTypes(page.data.map((r) => ({ value: r.course_type_no, label: r.course_type_name }))))
      .catch(() => setCourseTypes([]));
  }, [kind]);

  if (!kind) return <Result status="warning" title={t('masters.m20301.unknownKind')} />;
  if (id !== undefined && !(Number.isInteger(rowNo) && (rowNo ?? 0) > 0))
    return <Result status="warning" title={t('error.notFound')} />;
  const child = CHILD[kind];
  const label = (field: string) => t(`masters.m20301.field.${field}`);

  return (
    <EditPage
      key={`${kind}:${id ?? 'add'}`}
      titleKey={`masters.m20301.title.${kind}.${rowNo ? 'edit' : 'add'}`}
      schema={child.form}
      initialValues={child.blank}
      load={rowNo ? () => api.call('M20301_getEdit', { _course_type: kind, [child.key]: rowNo }) : undefined}
      save={(values) => {
        const fields = Object.fromEntries(Object.keys(child.form).map((k) => [k, values[k]]));
        const no = values[child.key];
        return typeof no === 'number'
          ? api.call<M20301Record>('M20301_doEdit', {
              _course_type: kind,
              ...fields,
              [child.key]: no,
              lock_version: values.lock_version,
            })
          : api.call<M20301Record>('M20301_doAdd', { _course_type: kind, ...fields });
      }}
      onSaved={(values) => {
        const no = values[child.key];
        if (!rowNo && typeof no === 'number') navigate(m20301EditPath(kind, no), { replace: true });
      }}
      onCancel={() => navigate(m20301BrowsePath())}
      actions={(state) =>
        typeof state.values[child.key] === 'number' ? (
          <ConfirmDeleteButton
            testId="m20301-delete"
            onDelete={() =>
              api.call('M20301_doDelete', {
                _course_type: kind,
                [child.key]: state.values[child.key],
                lock_version: state.values.lock_version,
              })
            }
            onDeleted={() => {
              void message.success(t('masters.m20301.deleted'));
              navigate(m20301BrowsePath());
            }}
          />
        ) : null
      }
    >
      {({ field }) => {
        const text = (name: string, required: boolean, textarea = false) => {
          const f = field(name);
          const props = {
            value: String(f.value ?? ''),
            'data-testid': `m20301-${name}`,
          };
          return (
            <Form.Item label={label(name)} validateStatus={f.validateStatus} help={f.help} required={required}>
              {textarea ? (
                <Input.TextArea {...props} rows={3} onChange={(e) => f.onChange(e.target.value)} />
              ) : (
                <Input {...props} onChange={(e) => f.onChange(e.target.value)} />
              )}
            </Form.Item>
          );
        };
        const number = (name: string, min: number, max: number) => {
          const f = field(name);
          return (
            <Form.Item label={label(name)} validateStatus={f.validateStatus} help={f.help} required>
              <InputNumber
                value={typeof f.value === 'number' ? f.value : null}
                onChange={(v) => f.onChange(v)}
                min={min}
                max={max}
                precision={0}
                style={{ width: 200 }}
                data-testid={`m20301-${name}`}
              />
            </Form.Item>
          );
        };
        const select = (name: string, options: Option[]) => {
          const f = field(name);
          return (
            <Form.Item label={label(name)} validateStatus={f.validateStatus} help={f.help} required>
              <Select<number>
                value={typeof f.value === 'number' ? f.value : undefined}
                onChange={(v) => f.onChange(v)}
                options={options}
                style={{ width: 300 }}
                data-testid={`m20301-${name}`}
              />
            </Form.Item>
          );
        };
        if (kind === 'M1005')
          return (
            <>
              {text('course_type_name', true)}
              {text('description', false, true)}
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
    </EditPage>
  );
}
