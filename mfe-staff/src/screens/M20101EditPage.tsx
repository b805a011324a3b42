import type { CenterRecord } from '@school/contracts';
import { CENTER_FORM, type FormValues } from '@school/domain';
import { buildPath, ConfirmDeleteButton, EditPage, findRoute, useApi } from '@school/ui';
import { App, Form, Input, InputNumber, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { useCenterOptions } from './useCenterOptions';

const NEW_CENTER: FormValues = {
  center_name: '',
  center_short_name: '',
  group_flag: 0,
  center_group_no: null,
  postal_code: '',
  prefecture: '',
  address: '',
  tel: '',
  email: '',
  late_night_flag: 0,
  sort_order: 0,
};
const TEXT_FIELDS = ['postal_code', 'prefecture', 'address', 'tel', 'email'] as const;
const browsePath = () => findRoute('M20101Browse')?.path ?? '/';

// M20101Add (/M20101/add) and M20101Edit (/M20101/edit/{center_id}): a center or a center group; a
// center may belong to a group. A new center moves on to its edit route once saved.
export function M20101EditPage() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const api = useApi();
  const navigate = useNavigate();
  const groups = useCenterOptions(1);
  const { center_id: centerId } = useParams();
  const centerNo = centerId ? Number(centerId) : null;
  const label = (field: string) => t(`masters.m20101.field.${field}`);
  const flagOptions = (prefix: string) => [0, 1].map((v) => ({ value: v, label: t(`masters.m20101.${prefix}.${v}`) }));

  return (
    <EditPage
      key={centerId ?? 'add'}
      titleKey={centerNo ? 'route.M20101Edit' : 'route.M20101Add'}
      schema={CENTER_FORM}
      initialValues={NEW_CENTER}
      load={centerNo ? () => api.call('M20101_getEdit', { center_no: centerNo }) : undefined}
      save={(values) => {
        const fields = Object.fromEntries(Object.keys(CENTER_FORM).map((k) => [k, values[k] ?? null]));
        // a group belongs to no group
        if (fields.group_flag === 1) fields.center_group_no = null;
        return typeof values.center_no === 'number'
          ? api.call<CenterRecord>('M20101_doEdit', { ...fields, center_no: values.center_no, lock_version: values.lock_version })
          : api.call<CenterRecord>('M20101_doAdd', fields);
      }}
      onSaved={(values) => {
        if (!centerNo && typeof values.center_no === 'number')
          navigate(buildPath(findRoute('M20101Edit')?.path ?? '', { center_id: values.center_no }), { replace: true });
      }}
      onCancel={() => navigate(browsePath())}
      actions={(state) =>
        typeof state.values.center_no === 'number' ? (
          <ConfirmDeleteButton
            testId="m20101-delete"
            label={t('masters.m20101.delete')}
            onDelete={() =>
              api.call('M20101_doDelete', { center_no: state.values.center_no, lock_version: state.values.lock_version })
            }
            onDeleted={() => {
              void message.success(t('masters.m20101.deleted'));
              navigate(browsePath());
            }}
          />
        ) : null
      }
    >
      {({ field, state }) => {
        const name = field('center_name');
        const shortName = field('center_short_name');
        const groupFlag = field('group_flag');
        const group = field('center_group_no');
        const lateNight = field('late_night_flag');
        const sortOrder = field('sort_order');
        return (
          <>
            <Form.Item label={label('center_name')} validateStatus={name.validateStatus} help={name.help} required>
              <Input
                value={String(name.value ?? '')}
                onChange={(e) => name.onChange(e.target.value)}
                data-testid="m20101-center_name"
              />
            </Form.Item>
            <Form.Item
              label={label('center_short_name')}
              validateStatus={shortName.validateStatus}
              help={shortName.help}
              required
            >
              <Input
                value={String(shortName.value ?? '')}
                onChange={(e) => shortName.onChange(e.target.value)}
                data-testid="m20101-center_short_name"
              />
            </Form.Item>
            <Form.Item label={label('group_flag')} validateStatus={groupFlag.validateStatus} help={groupFlag.help} required>
              <Select
                value={groupFlag.value as number | undefined}
                options={flagOptions('groupFlag')}
                onChange={(v) => groupFlag.onChange(v)}
                data-testid="m20101-group_flag"
              />
            </Form.Item>
            {state.values.group_flag === 1 ? null : (
              <Form.Item label={label('center_group_no')} validateStatus={group.validateStatus} help={group.help}>
                <Select
                  value={typeof group.value === 'number' ? group.value : ''}
                  options={[{ value: '', label: t('masters.m20101.noGroup') }, ...groups]}
                  onChange={(v) => group.onChange(v === '' ? null : v)}
                  data-testid="m20101-center_group_no"
                />
              </Form.Item>
            )}
            {TEXT_FIELDS.map((name) => {
              const text = field(name);
              return (
                <Form.Item key={name} label={label(name)} validateStatus={text.validateStatus} help={text.help}>
                  <Input
                    value={String(text.value ?? '')}
                    onChange={(e) => text.onChange(e.target.value)}
                    data-testid={`m20101-${name}`}
                  />
                </Form.Item>
              );
            })}
            <Form.Item label={label('late_night_flag')} validateStatus={lateNight.validateStatus} help={lateNight.help} required>
              <Select
                value={lateNight.value as number | undefined}
                options={flagOptions('lateNight')}
                onChange={(v) => lateNight.onChange(v)}
                data-testid="m20101-late_night_flag"
              />
            </Form.Item>
            <Form.Item label={label('sort_order')} validateStatus={sortOrder.validateStatus} help={sortOrder.help} required>
              <InputNumber
                value={typeof sortOrder.value === 'number' ? sortOrder.value : null}
                onChange={(v) => sortOrder.onChange(v)}
                precision={0}
                data-testid="m20101-sort_order"
              />
            </Form.Item>
          </>
        );
      }}
    </EditPage>
  );
}
