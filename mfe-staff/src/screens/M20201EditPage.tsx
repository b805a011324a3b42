import { CLASSROOM_TYPES, type ClassroomRecord } from '@school/contracts';
import { CLASSROOM_FORM, type FormValues } from '@school/domain';
import { buildPath, ConfirmDeleteButton, EditPage, findRoute, useApi } from '@school/ui';
import { App, Form, Input, InputNumber, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { useCenterOptions } from './useCenterOptions';

const NEW_CLASSROOM: FormValues = {
  center_no: null,
  classroom_name: '',
  classroom_type: 2,
  booth_count: 0,
  meeting_url: '',
  sort_order: 0,
};
const browsePath = () => findRoute('M20201Browse')?.path ?? '/';

// M20201Add (/M20201/add) and M20201Edit (/M20201/{classroom_id}/edit): a new classroom moves on to
// its edit route once saved, so a second save edits it.
export function M20201EditPage() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const api = useApi();
  const navigate = useNavigate();
  const centers = useCenterOptions(0, true);
  const { classroom_id: classroomId } = useParams();
  const classroomNo = classroomId ? Number(classroomId) : null;
  const label = (field: string) => t(`masters.m20201.field.${field}`);

  return (
    <EditPage
      key={classroomId ?? 'add'}
      titleKey={classroomNo ? 'route.M20201Edit' : 'route.M20201Add'}
      schema={CLASSROOM_FORM}
      initialValues={NEW_CLASSROOM}
      load={classroomNo ? () => api.call('M20201_getEdit', { classroom_no: classroomNo }) : undefined}
      save={(values) => {
        const fields = Object.fromEntries(Object.keys(CLASSROOM_FORM).map((k) => [k, values[k]]));
        return typeof values.classroom_no === 'number'
          ? api.call<ClassroomRecord>('M20201_doEdit', {
              ...fields,
              classroom_no: values.classroom_no,
              lock_version: values.lock_version,
            })
          : api.call<ClassroomRecord>('M20201_doAdd', fields);
      }}
      onSaved={(values) => {
        if (!classroomNo && typeof values.classroom_no === 'number')
          navigate(buildPath(findRoute('M20201Edit')?.path ?? '', { classroom_id: values.classroom_no }), { replace: true });
      }}
      onCancel={() => navigate(browsePath())}
      actions={(state) =>
        typeof state.values.classroom_no === 'number' ? (
          <ConfirmDeleteButton
            testId="m20201-delete"
            label={t('masters.m20201.delete')}
            onDelete={() =>
              api.call('M20201_doDelete', { classroom_no: state.values.classroom_no, lock_version: state.values.lock_version })
            }
            onDeleted={() => {
              void message.success(t('masters.m20201.deleted'));
              navigate(browsePath());
            }}
          />
        ) : null
      }
    >
      {({ field }) => {
        const center = field('center_no');
        const name = field('classroom_name');
        const type = field('classroom_type');
        const booths = field('booth_count');
        const url = field('meeting_url');
        const sortOrder = field('sort_order');
        return (
          <>
            <Form.Item label={label('center_name')} validateStatus={center.validateStatus} help={center.help} required>
              <Select
                value={typeof center.value === 'number' ? center.value : undefined}
                options={centers}
                onChange={(v) => center.onChange(v)}
                showSearch
                optionFilterProp="label"
                data-testid="m20201-center_no"
              />
            </Form.Item>
            <Form.Item label={label('classroom_name')} validateStatus={name.validateStatus} help={name.help} required>
              <Input
                value={String(name.value ?? '')}
                onChange={(e) => name.onChange(e.target.value)}
                data-testid="m20201-classroom_name"
              />
            </Form.Item>
            <Form.Item label={label('classroom_type')} validateStatus={type.validateStatus} help={type.help} required>
              <Select
                value={type.value as number | undefined}
                options={CLASSROOM_TYPES.map((v) => ({ value: v, label: t(`masters.m20201.type.${v}`) }))}
                onChange={(v) => type.onChange(v)}
                data-testid="m20201-classroom_type"
              />
            </Form.Item>
            <Form.Item label={label('booth_count')} validateStatus={booths.validateStatus} help={booths.help} required>
              <InputNumber
                value={typeof booths.value === 'number' ? booths.value : null}
                onChange={(v) => booths.onChange(v)}
                precision={0}
                data-testid="m20201-booth_count"
              />
            </Form.Item>
            <Form.Item label={label('meeting_url')} validateStatus={url.validateStatus} help={url.help}>
              <Input
                value={String(url.value ?? '')}
                onChange={(e) => url.onChange(e.target.value)}
                data-testid="m20201-meeting_url"
              />
            </Form.Item>
            <Form.Item label={label('sort_order')} validateStatus={sortOrder.validateStatus} help={sortOrder.help} required>
              <InputNumber
                value={typeof sortOrder.value === 'number' ? sortOrder.value : null}
                onChange={(v) => sortOrder.onChange(v)}
                precision={0}
                data-testid="m20201-sort_order"
              />
            </Form.Item>
          </>
        );
      }}
    </EditPage>
  );
}
