import { Result } from 'antd';
import { useTranslation } from 'react-i18next';

// A screen that is routed but not built yet names itself, so a tester knows where they are.
export function ScreenPlaceholder({ screenId, titleKey }: { screenId: string; titleKey: string }) {
  const { t } = useTranslation();
  return (
    <Result
      status="info"
      title={t('ui.placeholder.title', { id: screenId, title: t(titleKey) })}
      subTitle={t('ui.placeholder.body')}
      data-testid="screen-placeholder"
    />
  );
}
