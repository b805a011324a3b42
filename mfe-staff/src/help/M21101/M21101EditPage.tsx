import { SUPPORT_AUDIENCES } from '@school/contracts';
import { SUPPORT_PAGE_FORM, validateForm, validateSupportPage, type FormResult, type FormValues } from '@school/domain';
import { MasterEditPage, MultiSelectField, NumberField, SelectField, TextField } from '@school/ui/screens';
import { useTranslation } from 'react-i18next';
import { RichTextRecordFields } from '../../common/RichTextRecordFields';

const NEW_PAGE: FormValues = {
  title: '',
  content: '',
  function_id: '',
  published: 0,
  audience: ['teacher', 'student'],
  file_json: [],
  remarks: '',
  sort_order: 0,
};
const FIELDS = Object.keys(NEW_PAGE);

// The SPEC's own messages for title and content (libs/domain, the same the server runs), the schema
// for the rest.
const validate = (values: FormValues): FormResult => {
  const page = validateSupportPage({ title: values.title, content: values.content });
  const rest = validateForm(values, SUPPORT_PAGE_FORM);
  return { valid: page.valid && rest.valid, errors: { ...rest.errors, ...page.errors } };
};

// M21101Add (/M21101/add) and M21101Edit (/M21101/edit/{support_no}): a help page in rich text with
// its attachments, a draft until published to teachers and/or students.
export function M21101EditPage() {
  const { t } = useTranslation();
  const label = (field: string) => t(`masters.m21101.field.${field}`);
  const testId = (field: string) => `m21101-${field}`;

  return (
    <MasterEditPage
      screen="M21101"
      apis={{ getEdit: 'M21101_getEdit', doAdd: 'M21101_doAdd', doEdit: 'M21101_doEdit', doDelete: 'M21101_doDelete' }}
      keyField="support_no"
      routeParam="support_no"
      schema={SUPPORT_PAGE_FORM}
      validate={validate}
      blank={NEW_PAGE}
      toInput={(values) => Object.fromEntries(FIELDS.map((k) => [k, values[k] ?? null]))}
    >
      {(form) => {
        const { field } = form;
        return (
          <>
            <RichTextRecordFields form={form} label={label} testId={testId} />
            <SelectField
              {...field('published')}
              label={label('published')}
              testId={testId('published')}
              options={[0, 1].map((v) => ({ value: v, label: t(`masters.m21101.published.${v}`) }))}
              required
            />
            <MultiSelectField
              {...field('audience')}
              label={label('audience')}
              testId={testId('audience')}
              options={SUPPORT_AUDIENCES.map((a) => ({ value: a, label: t(`masters.m21101.audience.${a}`) }))}
              hint={t('masters.m21101.staffAlwaysRead')}
            />
            <TextField {...field('function_id')} label={label('function_id')} testId={testId('function_id')} />
            <TextField
              {...field('remarks')}
              label={label('remarks')}
              testId={testId('remarks')}
              rows={{ minRows: 2, maxRows: 6 }}
            />
            <NumberField {...field('sort_order')} label={label('sort_order')} testId={testId('sort_order')} required />
          </>
        );
      }}
    </MasterEditPage>
  );
}
