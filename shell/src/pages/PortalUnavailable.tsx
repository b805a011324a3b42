import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { StatusResult } from './StatusResult';

// Shown on the routes of a portal whose remote could not be loaded (DESIGN §1).
export function PortalUnavailable({ portal }: { portal: string }) {
  const { t } = useTranslation();
  return (
    <StatusResult
      status="error"
      title={t('ui.portalUnavailable.title')}
      subTitle={t('ui.portalUnavailable.body', { portal: t(`ui.portal.${portal}`) })}
      extra={
        <Button type="primary" onClick={() => window.location.reload()}>
          {t('ui.portalUnavailable.retry')}
        </Button>
      }
      data-testid="portal-unavailable"
    />
  );
}
