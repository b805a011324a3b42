import { AppDialog, useApi } from '@school/ui';
import { Form, Input, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

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
      <Form layout="vertical" onFinish={() => void check()}>
        <Form.Item label={t('board.c40101.password')} htmlFor="c40101-password">
          <Input.Password
            id="c40101-password"
            value={password}
            autoComplete="current-password"
            onChange={(e) => {
              setPassword(e.target.value);
              setWrong(false);
            }}
            data-testid="c40101-password"
          />
        </Form.Item>
        {wrong ? (
          <Typography.Text type="danger" role="alert">
            {t('assignment.wrongPassword')}
          </Typography.Text>
        ) : null}
      </Form>
    </AppDialog>
  );
}
