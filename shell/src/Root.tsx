import type { Locale } from '@school/contracts';
import { ANTD_LOCALES, APP_CONFIG, applyDayjsLocale, ServicesContext, type Services } from '@school/ui';
import { App, ConfigProvider } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { RouterProvider, type createBrowserRouter } from 'react-router';
import { NoticeHost } from './layout/NoticeHost';

type Props = { services: Services; router: ReturnType<typeof createBrowserRouter> };

// One ConfigProvider for the shell and every portal (antd is a shared singleton): the accessible theme
// of @school/ui, and a locale that follows i18next.
export function Root({ services, router }: Props) {
  const { i18n } = useTranslation();
  const locale = i18n.language as Locale;
  applyDayjsLocale(locale);
  useEffect(() => {
    document.documentElement.lang = locale;
  }, [locale]);
  return (
    <ConfigProvider {...APP_CONFIG} locale={ANTD_LOCALES[locale] ?? ANTD_LOCALES.ja}>
      <App>
        <ServicesContext.Provider value={services}>
          <NoticeHost />
          <RouterProvider router={router} />
        </ServicesContext.Provider>
      </App>
    </ConfigProvider>
  );
}
