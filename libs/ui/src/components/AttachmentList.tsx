import type { SupportFile } from '@school/contracts';
import { List } from 'antd';
import { TOUCH_TARGET, usePhone } from '../theme/touch-target';
import { useApi } from './ServicesContext';

// A record's attached files as its readers open them (the gateway serves each to the record's readers
// only; anything but images and PDFs downloads). On a phone each link is a touch target (SPEC §9).
export function AttachmentList({ files, header }: { files: readonly SupportFile[]; header: string }) {
  const api = useApi();
  const phone = usePhone();
  return files.length ? (
    <List
      header={header}
      size="small"
      dataSource={[...files]}
      renderItem={(f) => (
        <List.Item>
          <a href={`${api.apiUrl}${f.src}`} target="_blank" rel="noopener noreferrer" style={phone ? TOUCH_TARGET : undefined}>
            {f.name}
          </a>
        </List.Item>
      )}
    />
  ) : null;
}
