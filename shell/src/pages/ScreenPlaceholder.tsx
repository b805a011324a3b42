import { useTranslation } from 'react-i18next';
import { StatusResult } from './StatusResult';

// A screen that is routed but not built yet names itself, so a tester knows where they are.
export function ScreenPlaceholder({ screenId, titleKey }: { screenId: string; titleKey: string }) {
  const { t } = useTranslation();
  return (
    <StatusResult
      status="info"
      title={t('ui.placeholder.title', { id: screenId, title: t(titleKey) })}
      subTitle={t('ui.placeholder.body')}
      data-testid="screen-placeholder"
    />
  );
}
