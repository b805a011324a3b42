import type { SupportFile } from '@school/contracts';
import { useApi } from './ServicesContext';
import { List } from 'antd';

// A record's attached files as its readers open them (the gateway serves each to the record's readers
// only; anything but images and PDFs downloads).
export function AttachmentList({ files, header }: { files: readonly SupportFile[]; header: string }) {
  const api = useApi();
  return files.length ? (
    <List
      header={header}
      size="small"
      dataSource={[...files]}
      renderItem={(f) => (
        <List.Item>
          <a href={`${api.apiUrl}${f.src}`} target="_blank" rel="noopener noreferrer">
            {f.name}
          </a>
        </List.Item>
      )}
    />
  ) : null;
}
