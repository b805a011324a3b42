import { InputNumber } from 'antd';
import type { EditFieldProps } from './EditPage';
import { FieldItem } from './FieldItem';

type Props = EditFieldProps & { label: string; testId: string; required?: boolean; min?: number; max?: number };

// A whole-number field of an edit page; an emptied field holds null, which the form rules report.
export function NumberField({ value, onChange, validateStatus, help, label, testId, required, min, max }: Props) {
  return (
    <FieldItem label={label} validateStatus={validateStatus} help={help} required={required}>
      {(id) => (
        <InputNumber
          id={id}
          value={typeof value === 'number' ? value : null}
          onChange={(v) => onChange(v)}
          min={min}
          max={max}
          precision={0}
          style={{ width: 200 }}
          data-testid={testId}
        />
      )}
    </FieldItem>
  );
}
