import { Card, Typography } from 'antd';
import { useTranslation } from 'react-i18next';

export function TermsPage() {
  const { t } = useTranslation();
  return (
    <Card title={t('route.terms-and-conditions')}>
      <Typography.Paragraph>{t('terms.body')}</Typography.Paragraph>
    </Card>
  );
}
