import { Layout } from 'antd';
import { useTranslation } from 'react-i18next';

export function AppFooter() {
  const { t } = useTranslation();
  return (
    <Layout.Footer style={{ textAlign: 'center' }} data-testid="footer">
      {t('app.copyright', { year: new Date().getFullYear(), school: t('app.schoolName') })}
    </Layout.Footer>
  );
}
