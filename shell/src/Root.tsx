import type { Locale } from '@school/contracts';
import {
  antdLocale,
  appConfigFor,
  applyDayjsLocale,
  NoticeHolders,
  ServicesContext,
  usePhone,
  useReducedMotion,
  type Services,
} from '@school/ui';
import { ConfigProvider } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { RouterProvider, type createBrowserRouter } from 'react-router';
import { AppFrame } from './layout/AppFrame';
import { NoticeHost } from './layout/NoticeHost';

type Props = { services: Services; router: ReturnType<typeof createBrowserRouter>; csp: { nonce?: string } };

// One ConfigProvider for the shell and every portal (antd is a shared singleton): the accessible theme
// of @school/ui (its touch-sized configuration on a phone, without motions for a visitor who asks for
// less), a locale that follows i18next, and the page's nonce for the styles antd adds. Its toasts and
// dialogs (useNotices) are drawn by NoticeHolders once first used, beside the screens.
export function Root({ services, router, csp }: Props) {
  const { i18n } = useTranslation();
  const locale = i18n.language as Locale;
  const phone = usePhone();
  const reducedMotion = useReducedMotion();
  applyDayjsLocale(locale);
  useEffect(() => {
    document.documentElement.lang = locale;
  }, [locale]);
  return (
    <ConfigProvider {...appConfigFor({ phone, reducedMotion })} locale={antdLocale(locale)} csp={csp}>
      <AppFrame>
        <NoticeHolders />
        <ServicesContext.Provider value={services}>
          <NoticeHost />
          <RouterProvider router={router} />
        </ServicesContext.Provider>
      </AppFrame>
    </ConfigProvider>
  );
}
