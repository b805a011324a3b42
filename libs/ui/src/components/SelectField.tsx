import { Select } from 'antd';
import type { EditFieldProps } from './EditPage';
import { FieldItem } from './FieldItem';

export type FieldOption<T extends string | number> = { value: T; label: string };

type Props<T extends string | number> = EditFieldProps & {
  label: string;
  testId: string;
  options: readonly FieldOption<T>[];
  required?: boolean;
  // an extra first choice meaning "none", held as null
  emptyLabel?: string;
  searchable?: boolean;
  onPick?: (value: T | null) => void;
  // shown but not changed here (e.g. a student's center, which moves on its own screen)
  disabled?: boolean;
};

const NONE = '';

// A one-of-a-list field of an edit page.
export function SelectField<T extends string | number>({
  value,
  onChange,
  validateStatus,
  help,
  label,
  testId,
  options,
  required,
  emptyLabel,
  searchable,
  onPick,
  disabled,
}: Props<T>) {
  const empty = value === null || value === undefined || value === NONE;
  const choices = emptyLabel === undefined ? [...options] : [{ value: NONE, label: emptyLabel }, ...options];
  return (
    <FieldItem label={label} validateStatus={validateStatus} help={help} required={required}>
      {(id) => (
        <Select<T | typeof NONE>
          id={id}
          style={{ maxWidth: 320 }}
          // short lists: every choice is in the page, not only the ones scrolled to
          virtual={false}
          disabled={disabled}
          value={empty ? (emptyLabel === undefined ? undefined : NONE) : (value as T)}
          options={choices}
          onChange={(v) => {
            const picked = v === NONE ? null : (v as T);
            onChange(picked);
            onPick?.(picked);
          }}
          showSearch={searchable ? { optionFilterProp: 'label' } : undefined}
          data-testid={testId}
        />
      )}
    </FieldItem>
  );
}
