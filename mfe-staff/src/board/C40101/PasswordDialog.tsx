import { AppDialog, useApi } from '@school/ui';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';

// antd's Form and password input download when the dialog first opens (a dialog's body is drawn only
// then), not with the board (issue 26)
const PasswordForm = lazy(() => import('./PasswordForm').then((m) => ({ default: m.PasswordForm })));

type Props = { open: boolean; onConfirmed: () => void; onCancel: () => void };

// SPEC §5: an assignment with warnings needs the user's password, checked by the server
// (C40101_checkPassword answers null when it is wrong).
export function PasswordDialog({ open, onConfirmed, onCancel }: Props) {
  const { t } = useTranslation();
  const api = useApi();
  const [password, setPassword] = useState('');
  const [wrong, setWrong] = useState(false);
  const [checking, setChecking] = useState(false);

  const close = (confirmed: boolean) => {
    setPassword('');
    setWrong(false);
    if (confirmed) onConfirmed();
    else onCancel();
  };
  const check = async () => {
    setChecking(true);
    try {
      const ok = await api.call('C40101_checkPassword', { user_password: password });
      if (ok === null) setWrong(true);
      else close(true);
    } finally {
      setChecking(false);
    }
  };

  return (
    <AppDialog
      open={open}
      title={t('board.c40101.passwordTitle')}
      onOk={() => void check()}
      okButtonProps={{ disabled: password === '', loading: checking }}
      okText={t('common.yes')}
      cancelText={t('common.no')}
      onCancel={() => close(false)}
      destroyOnHidden
    >
      <Suspense fallback={null}>
        <PasswordForm
          password={password}
          wrong={wrong}
          onChange={(value) => {
            setPassword(value);
            setWrong(false);
          }}
          onSubmit={() => void check()}
        />
      </Suspense>
    </AppDialog>
  );
}
