import { ATTACHMENT_ACCEPT } from '@school/domain';
import { FilePicker, RichTextField, TextField, type EditFormApi, type FileRecord } from '@school/ui/screens';
import { Form } from 'antd';

type Props = {
  form: EditFormApi;
  label: (field: string) => string;
  testId: (field: string) => string;
};

// The title, rich-text content and attachments of a record read as a page (M21101 help pages,
// M00101 notices); a save waits while the editor or the picker uploads.
export function RichTextRecordFields({ form: { field, setUploading }, label, testId }: Props) {
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
    </>
  );
}
