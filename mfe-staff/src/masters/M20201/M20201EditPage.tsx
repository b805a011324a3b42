import { CLASSROOM_TYPES } from '@school/contracts';
import { CLASSROOM_FORM, type FormValues } from '@school/domain';
import { MasterEditPage, NumberField, SelectField, TextField } from '@school/ui/screens';
import { useTranslation } from 'react-i18next';
import { useCenterOptions } from '@school/ui';

const NEW_CLASSROOM: FormValues = {
  center_no: null,
  classroom_name: '',
  classroom_type: 2,
  booth_count: 0,
  meeting_url: '',
  sort_order: 0,
};

// M20201Add (/M20201/add) and M20201Edit (/M20201/{classroom_id}/edit): a classroom of one of the
// centers the user works on.
export function M20201EditPage() {
  const { t } = useTranslation();
  const centers = useCenterOptions(0, true);
  const label = (field: string) => t(`masters.m20201.field.${field}`);
  const testId = (field: string) => `m20201-${field}`;

  return (
    <MasterEditPage
      screen="M20201"
      apis={{ getEdit: 'M20201_getEdit', doAdd: 'M20201_doAdd', doEdit: 'M20201_doEdit', doDelete: 'M20201_doDelete' }}
      keyField="classroom_no"
      routeParam="classroom_id"
      schema={CLASSROOM_FORM}
      blank={NEW_CLASSROOM}
    >
      {({ field }) => (
        <>
          <SelectField
            {...field('center_no')}
            label={label('center_name')}
            testId={testId('center_no')}
            options={centers}
            searchable
            required
          />
          <TextField {...field('classroom_name')} label={label('classroom_name')} testId={testId('classroom_name')} required />
          <SelectField
            {...field('classroom_type')}
            label={label('classroom_type')}
            testId={testId('classroom_type')}
            options={CLASSROOM_TYPES.map((v) => ({ value: v, label: t(`masters.m20201.type.${v}`) }))}
            required
          />
          <NumberField {...field('booth_count')} label={label('booth_count')} testId={testId('booth_count')} required />
          <TextField {...field('meeting_url')} label={label('meeting_url')} testId={testId('meeting_url')} />
          <NumberField {...field('sort_order')} label={label('sort_order')} testId={testId('sort_order')} required />
        </>
      )}
    </MasterEditPage>
  );
}
