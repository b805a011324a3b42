import { Result } from 'antd';
import { useTranslation } from 'react-i18next';

export function UnderConstruction({ screenId }: { screenId: string }) {
  const { t } = useTranslation();
  return <Result status="warning" title={t('ui.underConstruction')} subTitle={screenId} data-testid="under-construction" />;
}
