import { SUPPORT_AUDIENCES } from '@school/contracts';
import {
  ATTACHMENT_ACCEPT,
  SUPPORT_PAGE_FORM,
  validateForm,
  validateSupportPage,
  type FormResult,
  type FormValues,
} from '@school/domain';
import {
  FilePicker,
  MasterEditPage,
  MultiSelectField,
  NumberField,
  RichTextField,
  SelectField,
  TextField,
  type FileRecord,
} from '@school/ui/screens';
import { Form } from 'antd';
import { useTranslation } from 'react-i18next';

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
      {({ field, setUploading }) => {
        const files = field('file_json');
        return (
          <>
            <TextField {...field('title')} label={label('title')} testId={testId('title')} required />
            <RichTextField
              {...field('content')}
              label={label('content')}
              testId={testId('content')}
              required
              onUploadingChange={setUploading}
            />
            <Form.Item label={label('file_json')} validateStatus={files.validateStatus} help={files.help}>
              <FilePicker
                value={Array.isArray(files.value) ? (files.value as FileRecord[]) : []}
                onChange={files.onChange}
                accept={ATTACHMENT_ACCEPT}
                onUploadingChange={setUploading}
              />
            </Form.Item>
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
