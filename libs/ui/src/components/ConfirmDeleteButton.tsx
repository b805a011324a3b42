import { Button } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNotices } from '../hooks/useNotices';

type Props = {
  // the delete call; a refusal (400 business rule, 409 stale) is already shown by the API client
  onDelete: () => Promise<unknown>;
  onDeleted: () => void;
  label?: string;
  disabled?: boolean;
  testId?: string;
};

// A delete asks first (SPEC §5 '本当に削除しますか？', はい/いいえ).
export function ConfirmDeleteButton({ onDelete, onDeleted, label, disabled, testId }: Props) {
  const { t } = useTranslation();
  const { modal } = useNotices();
  const [busy, setBusy] = useState(false);
  const ask = () =>
    modal.confirm({
      title: t('common.confirmTitle'),
      content: t('confirm.delete'),
      okText: t('common.yes'),
      cancelText: t('common.no'),
      okButtonProps: { danger: true },
      width: 'min(500px, calc(100vw - 32px))',
      onOk: async () => {
        setBusy(true);
        try {
          await onDelete();
        } catch {
          setBusy(false);
          return;
        }
        setBusy(false);
        onDeleted();
      },
    });
  return (
    <Button danger onClick={ask} loading={busy} disabled={disabled} data-testid={testId}>
      {label ?? t('ui.common.remove')}
    </Button>
  );
}
