import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';

type Kind = 'logoutSuccess' | 'invalidLink' | 'pendingConfirmation';

const STATUS = { logoutSuccess: 'success', invalidLink: 'warning', pendingConfirmation: 'info' } as const;

// The login-related message screens: logout success, invalid link, pending email confirmation.
export function AuthMessagePage({ kind }: { kind: Kind }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <Result
      status={STATUS[kind]}
      title={t(`signin.${kind}.title`)}
      subTitle={t(`signin.${kind}.body`)}
      extra={<Button onClick={() => navigate('/Auth/login')}>{t('signin.backToLogin')}</Button>}
    />
  );
}
