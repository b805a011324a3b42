import { type DropdownOption, buildPath, findRoute } from '@school/contracts';
import { NOTICE_FORM, tokyoDate, validateNotice, type FormValues } from '@school/domain';
import { useApi } from '@school/ui';
import { FieldItem, MasterEditPage, MultiSelectField, SelectField } from '@school/ui/screens';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RichTextRecordFields } from '../../common/RichTextRecordFields';
import { DateStringPicker } from '../../common/DateStringPicker';

const FIELDS = [
  'title',
  'content',
  'important_flag',
  'publish_start_date',
  'publish_end_date',
  'roles',
  'center_nos',
  'file_json',
] as const;
const PATHS = {
  browse: () => findRoute('M00101')?.path ?? '/',
  edit: (no: number) => buildPath(findRoute('M00101Edit')?.path ?? '', { notice_no: no }),
};

// M00101Add (/M00101/add) and M00101Edit (/M00101/edit/{notice_no}): a notice in rich text with its
// attachments, for some roles at some (or all) centers, shown from its first to its last day.
export function M00101EditPage() {
  const { t } = useTranslation();
  const api = useApi();
  const [dropdowns, setDropdowns] = useState<{ roles: number[]; centers: DropdownOption[] }>({ roles: [], centers: [] });
  const label = (field: string) => t(`masters.m00101.field.${field}`);
  const testId = (field: string) => `m00101-${field}`;
  // a new notice starts today (Tokyo), for every center, until further notice
  const [blank] = useState<FormValues>(() => ({
    title: '',
    content: '',
    important_flag: 0,
    publish_start_date: tokyoDate(new Date()),
    publish_end_date: null,
    roles: [],
    center_nos: [],
    file_json: [],
  }));

  useEffect(() => {
    api
      .call('M00101_getDropdownData', {}, { silent: true })
      .then(setDropdowns)
      .catch(() => setDropdowns({ roles: [], centers: [] }));
  }, [api]);

  return (
    <MasterEditPage
      screen="M00101"
      apis={{ getEdit: 'M00101_getEdit', doSave: 'M00101_doSave' }}
      keyField="notice_no"
      routeParam="notice_no"
      schema={NOTICE_FORM}
      validate={validateNotice}
      blank={blank}
      paths={PATHS}
      toInput={(values) => Object.fromEntries(FIELDS.map((k) => [k, values[k] ?? null]))}
    >
      {(form) => {
        const { field } = form;
        return (
          <>
            <RichTextRecordFields form={form} label={label} testId={testId} />
            <MultiSelectField
              {...field('roles')}
              label={label('roles')}
              testId={testId('roles')}
              options={dropdowns.roles.map((r) => ({ value: r, label: t(`masters.m20901.role.${r}`) }))}
            />
            <MultiSelectField
              {...field('center_nos')}
              label={label('center_nos')}
              testId={testId('center_nos')}
              options={dropdowns.centers}
              hint={t('masters.m00101.centersHint')}
            />
            {(['publish_start_date', 'publish_end_date'] as const).map((key) => {
              const date = field(key);
              const start = key === 'publish_start_date';
              return (
                <FieldItem
                  key={key}
                  label={label(key)}
                  validateStatus={date.validateStatus}
                  help={date.help ?? (start ? undefined : t('masters.m00101.endHint'))}
                  required={start}
                >
                  {(id) => (
                    <DateStringPicker
                      id={id}
                      value={date.value}
                      onChange={date.onChange}
                      status={date.validateStatus}
                      testId={testId(key)}
                    />
                  )}
                </FieldItem>
              );
            })}
            <SelectField
              {...field('important_flag')}
              label={label('important_flag')}
              testId={testId('important_flag')}
              options={[0, 1].map((v) => ({ value: v, label: t(`masters.m00101.important.${v}`) }))}
              required
            />
          </>
        );
      }}
    </MasterEditPage>
  );
}
