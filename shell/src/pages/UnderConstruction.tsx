import { useTranslation } from 'react-i18next';
import { StatusResult } from './StatusResult';

export function UnderConstruction({ screenId }: { screenId: string }) {
  const { t } = useTranslation();
  return <StatusResult status="warning" title={t('ui.underConstruction')} subTitle={screenId} data-testid="under-construction" />;
}
