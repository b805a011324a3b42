import { useSession } from '@school/ui';
import { Card, Typography } from 'antd';
import { useTranslation } from 'react-i18next';

export function HomePage() {
  const { t } = useTranslation();
  const { user } = useSession();
  return (
    <Card>
      <Typography.Title level={3}>{t('home.welcome', { name: user?.user_named ?? '' })}</Typography.Title>
      <Typography.Paragraph>{t('home.hint')}</Typography.Paragraph>
    </Card>
  );
}
