import { useTranslation } from 'react-i18next';
import { useRouteError } from 'react-router';
import { StatusResult } from './StatusResult';
import { PortalUnavailable } from './PortalUnavailable';

// A screen that throws, or whose chunk cannot be fetched because its portal went away.
export function RouteErrorPage({ portal }: { portal: string }) {
  const { t } = useTranslation();
  const error = useRouteError();
  console.error(error);
  if (portal !== 'shell') return <PortalUnavailable portal={portal} />;
  return <StatusResult status="error" title={t('api.systemErrorTitle')} subTitle={t('api.systemError')} />;
}
