import { Button, Result, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';

// A mailed link that is invalid, used or expired; the ways to get a fresh one are offered.
export function InvalidLinkPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <Result
      status="warning"
      title={<span data-testid="invalid-link">{t('signin.invalidLink.title')}</span>}
      subTitle={t('signin.invalidLink.body')}
      extra={
        <Space wrap>
          <Button type="primary" onClick={() => navigate('/Auth/login')}>
            {t('signin.backToLogin')}
          </Button>
          <Button onClick={() => navigate('/Auth/login-email')}>{t('signin.links.loginEmail')}</Button>
          <Button onClick={() => navigate('/Auth/forgot-password')}>{t('signin.links.forgotPassword')}</Button>
        </Space>
      }
    />
  );
}
