import type { SubjectRecord } from '@school/contracts';
import { SUBJECT_FORM, type FormValues } from '@school/domain';
import { buildPath, ConfirmDeleteButton, EditPage, findRoute, useApi } from '@school/ui';
import { App, Checkbox, Form, Input, InputNumber } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';

const NEW_SUBJECT: FormValues = {
  subject_name: '',
  subject_short_name: '',
  elementary_flag: 0,
  junior_high_flag: 0,
  high_school_flag: 0,
  sort_order: 0,
};
const LEVELS = ['elementary_flag', 'junior_high_flag', 'high_school_flag'] as const;
const browsePath = () => findRoute('M20401Browse')?.path ?? '/';

// M20401Add (/M20401/add) and M20401Edit (/M20401/{subject_id}/edit): a new subject moves on to its
// edit route once saved, so a second save edits it.
export function M20401EditPage() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const api = useApi();
  const navigate = useNavigate();
  const { subject_id: subjectId } = useParams();
  const subjectNo = subjectId ? Number(subjectId) : null;
  const label = (field: string) => t(`masters.m20401.field.${field}`);

  return (
    <EditPage
      key={subjectId ?? 'add'}
      titleKey={subjectNo ? 'route.M20401Edit' : 'route.M20401Add'}
      schema={SUBJECT_FORM}
      initialValues={NEW_SUBJECT}
      load={subjectNo ? () => api.call('M20401_getEdit', { subject_no: subjectNo }) : undefined}
      save={(values) => {
        const fields = Object.fromEntries(Object.keys(SUBJECT_FORM).map((k) => [k, values[k]]));
        return typeof values.subject_no === 'number'
          ? api.call<SubjectRecord>('M20401_doEdit', {
              ...fields,
              subject_no: values.subject_no,
              lock_version: values.lock_version,
            })
          : api.call<SubjectRecord>('M20401_doAdd', fields);
      }}
      onSaved={(values) => {
        if (!subjectNo && typeof values.subject_no === 'number')
          navigate(buildPath(findRoute('M20401Edit')?.path ?? '', { subject_id: values.subject_no }), { replace: true });
      }}
      onCancel={() => navigate(browsePath())}
      actions={(state) =>
        typeof state.values.subject_no === 'number' ? (
          <ConfirmDeleteButton
            testId="m20401-delete"
            onDelete={() =>
              api.call('M20401_doDelete', { subject_no: state.values.subject_no, lock_version: state.values.lock_version })
            }
            onDeleted={() => {
              void message.success(t('masters.m20401.deleted'));
              navigate(browsePath());
            }}
          />
        ) : null
      }
    >
      {({ field }) => {
        const name = field('subject_name');
        const shortName = field('subject_short_name');
        const sortOrder = field('sort_order');
        return (
          <>
            <Form.Item label={label('subject_name')} validateStatus={name.validateStatus} help={name.help} required>
              <Input
                value={String(name.value ?? '')}
                onChange={(e) => name.onChange(e.target.value)}
                data-testid="m20401-subject_name"
              />
            </Form.Item>
            <Form.Item
              label={label('subject_short_name')}
              validateStatus={shortName.validateStatus}
              help={shortName.help}
              required
            >
              <Input
                value={String(shortName.value ?? '')}
                onChange={(e) => shortName.onChange(e.target.value)}
                data-testid="m20401-subject_short_name"
              />
            </Form.Item>
            <Form.Item label={label('levels')}>
              {LEVELS.map((level) => {
                const flag = field(level);
                return (
                  <Checkbox
                    key={level}
                    checked={flag.value === 1}
                    onChange={(e) => flag.onChange(e.target.checked ? 1 : 0)}
                    data-testid={`m20401-${level}`}
                  >
                    {label(level)}
                  </Checkbox>
                );
              })}
            </Form.Item>
            <Form.Item label={label('sort_order')} validateStatus={sortOrder.validateStatus} help={sortOrder.help} required>
              <InputNumber
                value={typeof sortOrder.value === 'number' ? sortOrder.value : null}
                onChange={(v) => sortOrder.onChange(v)}
                min={0}
                max={9999}
                precision={0}
                data-testid="m20401-sort_order"
              />
            </Form.Item>
          </>
        );
      }}
    </EditPage>
  );
}
