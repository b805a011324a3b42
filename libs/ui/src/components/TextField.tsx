import { Input } from 'antd';
import type { EditFieldProps } from './EditPage';
import { FieldItem } from './FieldItem';

type Props = EditFieldProps & {
  label: string;
  testId: string;
  required?: boolean;
  // a text area growing between these line counts
  rows?: { minRows: number; maxRows: number };
};

// A text field of an edit page: the label, the value as text, and the field's messages below it.
export function TextField({ value, onChange, validateStatus, help, label, testId, required, rows }: Props) {
  return (
    <FieldItem label={label} validateStatus={validateStatus} help={help} required={required}>
      {(id) => {
        const common = { id, value: String(value ?? ''), 'data-testid': testId };
        return rows ? (
          <Input.TextArea {...common} autoSize={rows} onChange={(e) => onChange(e.target.value)} />
        ) : (
          <Input {...common} onChange={(e) => onChange(e.target.value)} />
        );
      }}
    </FieldItem>
  );
}
