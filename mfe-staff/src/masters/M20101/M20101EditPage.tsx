import { CENTER_FORM, type FormValues } from '@school/domain';
import { MasterEditPage, NumberField, SelectField, TextField } from '@school/ui/screens';
import { useTranslation } from 'react-i18next';
import { useCenterOptions } from '@school/ui';
import { usePrefectureOptions } from '../../common/usePrefectureOptions';

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
const ADDRESS_FIELDS = ['address', 'tel', 'email'] as const;

// M20101Add (/M20101/add) and M20101Edit (/M20101/edit/{center_id}): a center or a center group; a
// center may belong to a group.
export function M20101EditPage() {
  const { t } = useTranslation();
  const groups = useCenterOptions(1);
  const prefectures = usePrefectureOptions();
  const label = (field: string) => t(`masters.m20101.field.${field}`);
  const flagOptions = (prefix: string) => [0, 1].map((v) => ({ value: v, label: t(`masters.m20101.${prefix}.${v}`) }));
  const testId = (field: string) => `m20101-${field}`;

  return (
    <MasterEditPage
      screen="M20101"
      apis={{ getEdit: 'M20101_getEdit', doAdd: 'M20101_doAdd', doEdit: 'M20101_doEdit', doDelete: 'M20101_doDelete' }}
      keyField="center_no"
      routeParam="center_id"
      schema={CENTER_FORM}
      blank={NEW_CENTER}
      toInput={(values) => {
        const fields = Object.fromEntries(Object.keys(CENTER_FORM).map((k) => [k, values[k] ?? null]));
        // a group belongs to no group
        if (fields.group_flag === 1) fields.center_group_no = null;
        return fields;
      }}
    >
      {({ field, state }) => (
        <>
          <TextField {...field('center_name')} label={label('center_name')} testId={testId('center_name')} required />
          <TextField
            {...field('center_short_name')}
            label={label('center_short_name')}
            testId={testId('center_short_name')}
            required
          />
          <SelectField
            {...field('group_flag')}
            label={label('group_flag')}
            testId={testId('group_flag')}
            options={flagOptions('groupFlag')}
            required
          />
          {state.values.group_flag === 1 ? null : (
            <SelectField
              {...field('center_group_no')}
              label={label('center_group_no')}
              testId={testId('center_group_no')}
              options={groups}
              emptyLabel={t('masters.m20101.noGroup')}
            />
          )}
          <TextField {...field('postal_code')} label={label('postal_code')} testId={testId('postal_code')} />
          <SelectField
            {...field('prefecture')}
            label={label('prefecture')}
            testId={testId('prefecture')}
            options={prefectures}
            emptyLabel={t('masters.m20101.noPrefecture')}
            searchable
          />
          {ADDRESS_FIELDS.map((name) => (
            <TextField key={name} {...field(name)} label={label(name)} testId={testId(name)} />
          ))}
          <SelectField
            {...field('late_night_flag')}
            label={label('late_night_flag')}
            testId={testId('late_night_flag')}
            options={flagOptions('lateNight')}
            required
          />
          <NumberField {...field('sort_order')} label={label('sort_order')} testId={testId('sort_order')} required />
        </>
      )}
    </MasterEditPage>
  );
}
