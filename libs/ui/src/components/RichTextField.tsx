import { Skeleton } from 'antd';
import { lazy, Suspense } from 'react';
import type { EditFieldProps } from './EditPage';
import { FieldItem } from './FieldItem';

// The editor (Tiptap and ProseMirror) is a chunk of its own, downloaded by the first screen that
// edits rich text, never by the screens that only show it.
const RichTextEditor = lazy(() => import('./RichTextEditor').then((m) => ({ default: m.RichTextEditor })));

type Props = EditFieldProps & {
  label: string;
  testId: string;
  required?: boolean;
  // the edit page refuses submit while an image uploads
  onUploadingChange?: (uploading: boolean) => void;
};

// A rich-text field of an edit page: its value is HTML ('' when empty, so required_editor sees it).
export function RichTextField({ value, onChange, validateStatus, help, label, testId, required, onUploadingChange }: Props) {
  return (
    <FieldItem label={label} validateStatus={validateStatus} help={help} required={required}>
      {(id) => (
        <Suspense fallback={<Skeleton active paragraph={{ rows: 4 }} />}>
          <RichTextEditor
            id={id}
            value={value}
            onChange={onChange}
            label={label}
            testId={testId}
            invalid={validateStatus === 'error'}
            onUploadingChange={onUploadingChange}
          />
        </Suspense>
      )}
    </FieldItem>
  );
}
