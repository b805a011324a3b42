import { SUBJECT_FORM, type FormValues } from '@school/domain';
import { MasterEditPage, NumberField, TextField } from '@school/ui/screens';
import { Checkbox, Form } from 'antd';
import { useTranslation } from 'react-i18next';

const NEW_SUBJECT: FormValues = {
  subject_name: '',
  subject_short_name: '',
  elementary_flag: 0,
  junior_high_flag: 0,
  high_school_flag: 0,
  sort_order: 0,
};
const LEVELS = ['elementary_flag', 'junior_high_flag', 'high_school_flag'] as const;

// M20401Add (/M20401/add) and M20401Edit (/M20401/{subject_id}/edit): a subject and the school
// levels it is taught at.
export function M20401EditPage() {
  const { t } = useTranslation();
  const label = (field: string) => t(`masters.m20401.field.${field}`);
  const testId = (field: string) => `m20401-${field}`;

  return (
    <MasterEditPage
      screen="M20401"
      apis={{ getEdit: 'M20401_getEdit', doAdd: 'M20401_doAdd', doEdit: 'M20401_doEdit', doDelete: 'M20401_doDelete' }}
      keyField="subject_no"
      routeParam="subject_id"
      schema={SUBJECT_FORM}
      blank={NEW_SUBJECT}
    >
      {({ field }) => (
        <>
          <TextField {...field('subject_name')} label={label('subject_name')} testId={testId('subject_name')} required />
          <TextField
            {...field('subject_short_name')}
            label={label('subject_short_name')}
            testId={testId('subject_short_name')}
            required
          />
          <Form.Item label={label('levels')}>
            {LEVELS.map((level) => {
              const flag = field(level);
              return (
                <Checkbox
                  key={level}
                  checked={flag.value === 1}
                  onChange={(e) => flag.onChange(e.target.checked ? 1 : 0)}
                  data-testid={testId(level)}
                >
                  {label(level)}
                </Checkbox>
              );
            })}
          </Form.Item>
          <NumberField
            {...field('sort_order')}
            label={label('sort_order')}
            testId={testId('sort_order')}
            min={0}
            max={9999}
            required
          />
        </>
      )}
    </MasterEditPage>
  );
}
