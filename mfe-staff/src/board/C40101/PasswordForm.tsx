import { Form, Input, Typography } from 'antd';
import { useTranslation } from 'react-i18next';

type Props = { password: string; wrong: boolean; onChange: (password: string) => void; onSubmit: () => void };

// PasswordDialog's body: the password, and SPEC §5's message when the server found it wrong.
export function PasswordForm({ password, wrong, onChange, onSubmit }: Props) {
  const { t } = useTranslation();
  return (
    <Form layout="vertical" onFinish={onSubmit}>
      <Form.Item label={t('board.c40101.password')} htmlFor="c40101-password">
        <Input.Password
          id="c40101-password"
          value={password}
          autoComplete="current-password"
          onChange={(e) => onChange(e.target.value)}
          data-testid="c40101-password"
        />
      </Form.Item>
      {wrong ? (
        <Typography.Text type="danger" role="alert">
          {t('assignment.wrongPassword')}
        </Typography.Text>
      ) : null}
    </Form>
  );
}
