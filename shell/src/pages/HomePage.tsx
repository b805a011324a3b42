import { Card, Typography } from 'antd';
import { useTranslation } from 'react-i18next';

// The same for everyone (the signed-in user's name is in the header's menu), so the build paints it
// (prerender/AppFrame.tsx HomeCard) with the same boxes: on a phone its heading and hint are Home's
// largest text, and the app's are no later, larger paint (issue 26).
export function HomePage() {
  const { t } = useTranslation();
  return (
    <Card>
      <Typography.Title level={3}>{t('home.welcome')}</Typography.Title>
      <Typography.Paragraph>{t('home.hint')}</Typography.Paragraph>
    </Card>
  );
}
