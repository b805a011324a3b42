import type { Locale } from '@school/contracts';
import { antdLocale, APP_CONFIG, PHONE_THEME, applyDayjsLocale, ServicesContext, type Services } from '@school/ui';
import { App, ConfigProvider, Grid } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { RouterProvider, type createBrowserRouter } from 'react-router';
import { NoticeHost } from './layout/NoticeHost';

type Props = { services: Services; router: ReturnType<typeof createBrowserRouter>; csp: { nonce?: string } };

// One ConfigProvider for the shell and every portal (antd is a shared singleton): the accessible theme
// of @school/ui (its touch-sized variant on a phone), a locale that follows i18next, and the page's nonce for the styles antd adds.
export function Root({ services, router, csp }: Props) {
  const { i18n } = useTranslation();
  const locale = i18n.language as Locale;
  const phone = Grid.useBreakpoint().md === false;
  applyDayjsLocale(locale);
  useEffect(() => {
    document.documentElement.lang = locale;
  }, [locale]);
  return (
    <ConfigProvider {...APP_CONFIG} theme={phone ? PHONE_THEME : APP_CONFIG.theme} locale={antdLocale(locale)} csp={csp}>
      <App>
        <ServicesContext.Provider value={services}>
          <NoticeHost />
          <RouterProvider router={router} />
        </ServicesContext.Provider>
      </App>
    </ConfigProvider>
  );
}
