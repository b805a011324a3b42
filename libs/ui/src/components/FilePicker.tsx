import type { UploadedFile } from '@school/contracts';
import { checkFiles, fileKind, MAX_UPLOAD_BYTES } from '@school/domain';
import { Alert, Button, List, Progress, Space } from 'antd';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useApi } from './ServicesContext';

// An uploaded file record of SPEC §3: the upload answer plus order and key.
export type FileRecord = UploadedFile & { order: number };

type Props = {
  value: readonly FileRecord[];
  onChange: (files: FileRecord[]) => void;
  accept?: readonly string[];
  maxCount?: number;
  maxBytes?: number;
  // the edit page refuses submit while this reports true
  onUploadingChange?: (uploading: boolean) => void;
};

// Picks files, checks size (100 MB by default), type and count with libs/domain, uploads each with
// progress, and warns about what kind of file a refused one was.
export function FilePicker({ value, onChange, accept, maxCount, maxBytes = MAX_UPLOAD_BYTES, onUploadingChange }: Props) {
  const { t } = useTranslation();
  const api = useApi();
  const input = useRef<HTMLInputElement>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [warnings, setWarnings] = useState<string[]>([]);

  const pick = async (list: FileList | null) => {
    const files = Array.from(list ?? []);
    if (!files.length) return;
    const errors = checkFiles(files, { accept, maxCount, maxBytes, alreadySelected: value.length });
    if (errors.length) {
      setWarnings(
        errors.map((e) =>
          t(e.key, {
            ...e.params,
            kind: typeof e.params.kind === 'string' ? t(`file.kind.${e.params.kind}`) : '',
            max: e.params.max ?? '',
          }),
        ),
      );
      return;
    }
    setWarnings([]);
    onUploadingChange?.(true);
    const added: FileRecord[] = [];
    try {
      for (const file of files) {
        setProgress(0);
        const uploaded = await api.upload(file, setProgress, { silent: true });
        added.push({ ...uploaded, order: value.length + added.length });
      }
    } catch {
      // the API client has shown the error
    } finally {
      setProgress(null);
      onUploadingChange?.(false);
      if (added.length) onChange([...value, ...added]);
      if (input.current) input.current.value = '';
    }
  };

  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      <input
        ref={input}
        type="file"
        hidden
        aria-label={t('ui.file.choose')}
        multiple={maxCount !== 1}
        accept={accept?.join(',')}
        onChange={(e) => pick(e.target.files)}
      />
      <Button onClick={() => input.current?.click()} disabled={progress !== null}>
        {t('ui.file.choose')}
      </Button>
      {progress !== null && <Progress aria-label={t('ui.file.progress')} percent={progress} size="small" />}
      {warnings.map((w) => (
        <Alert key={w} type="warning" message={w} showIcon />
      ))}
      <List
        size="small"
        dataSource={[...value]}
        locale={{ emptyText: t('ui.file.none') }}
        renderItem={(f) => (
          <List.Item
            actions={[
              <Button key="remove" size="small" onClick={() => onChange(value.filter((x) => x.key !== f.key))}>
                {t('ui.common.remove')}
              </Button>,
            ]}
          >
            {f.name} ({t(`file.kind.${fileKind(f.mimetype)}`)})
          </List.Item>
        )}
      />
    </Space>
  );
}
