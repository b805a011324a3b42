import { canAddMoreEntries } from '@school/domain';
import { Button, Input, Space } from 'antd';
import { useTranslation } from 'react-i18next';

// label: what the list is, naming each entry for a screen reader ('タグ' → 'タグ（1件目）')
type Props = { label: string; value: readonly string[]; onChange: (value: string[]) => void; placeholder?: string };

// A list of text inputs; "add more" stays disabled while an entry is still empty (SPEC §5).
export function TextListInput({ label, value, onChange, placeholder }: Props) {
  const { t } = useTranslation();
  const entries = value.length ? value : [''];
  const set = (index: number, text: string) => onChange(entries.map((e, i) => (i === index ? text : e)));
  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      {entries.map((entry, index) => (
        <Space.Compact key={index} style={{ width: '100%' }}>
          <Input
            value={entry}
            placeholder={placeholder}
            aria-label={t('ui.textList.entry', { label, n: index + 1 })}
            onChange={(e) => set(index, e.target.value)}
          />
          <Button onClick={() => onChange(entries.filter((_, i) => i !== index))} disabled={entries.length === 1}>
            {t('ui.common.remove')}
          </Button>
        </Space.Compact>
      ))}
      <Button onClick={() => onChange([...entries, ''])} disabled={!canAddMoreEntries(entries)}>
        {t('ui.textList.addMore')}
      </Button>
    </Space>
  );
}
