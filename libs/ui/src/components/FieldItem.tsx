import { Form } from 'antd';
import { useId, type ReactNode } from 'react';

type Props = {
  label: string;
  validateStatus?: 'error';
  help?: ReactNode;
  required?: boolean;
  // the control, given the id its label points at
  children: (id: string) => ReactNode;
};

// A labelled row of an edit page. antd ties a label to its control only for a field of an antd Form
// (name); these pages keep their own state, so the control takes the id the label points at: a screen
// reader names the control by its label, and a click on the label focuses it.
export function FieldItem({ label, validateStatus, help, required, children }: Props) {
  const id = useId();
  return (
    <Form.Item label={label} htmlFor={id} validateStatus={validateStatus} help={help} required={required}>
      {children(id)}
    </Form.Item>
  );
}
