import { Select } from 'antd';
import type { EditFieldProps } from './EditPage';
import { FieldItem } from './FieldItem';
import type { FieldOption } from './SelectField';

type Props<T extends string | number> = EditFieldProps & {
  label: string;
  testId: string;
  options: readonly FieldOption<T>[];
  // shown below the field while it has no message
  hint?: string;
};

// A some-of-a-list field of an edit page; the value is the list of picked values.
export function MultiSelectField<T extends string | number>({
  value,
  onChange,
  validateStatus,
  help,
  label,
  testId,
  options,
  hint,
}: Props<T>) {
  return (
    <FieldItem label={label} validateStatus={validateStatus} help={help ?? hint}>
      {(id) => (
        <Select<T[]>
          id={id}
          mode="multiple"
          allowClear
          value={Array.isArray(value) ? (value as T[]) : []}
          options={[...options]}
          onChange={(v) => onChange(v)}
          showSearch={{ optionFilterProp: 'label' }}
          data-testid={testId}
        />
      )}
    </FieldItem>
  );
}
