import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { SignedOutLink } from './environment';
import { LocaleMenu } from './LocaleMenu';
import { NoticeLine } from './NoticeLine';

// A signed-out page as the build paints it and the browser hydrates it: the app's header, content
// and footer (layout/AppLayout.tsx) drawn with plain elements and the page's inline CSS instead of antd.
export function SignedOutFrame({ titleKey, children }: { titleKey: string; children: ReactNode }) {
  const { t, i18n } = useTranslation();
  const title = t(titleKey);
  useEffect(() => {
    document.title = `${title} | ${t('app.title')}`;
    document.documentElement.lang = i18n.language;
  }, [title, t, i18n.language]);

  return (
    <div className="so-page">
      <header className="so-header" data-testid="header">
        <h1 className="so-title" data-testid="page-title">
          {title}
        </h1>
        <LocaleMenu />
        <SignedOutLink to="/Auth/login" className="so-header-button so-login-button" data-testid="login-button">
          {t('signin.login')}
        </SignedOutLink>
      </header>
      <main className="so-main" data-testid="content">
        <NoticeLine />
        {children}
      </main>
      <footer className="so-footer" data-testid="footer">
        {t('app.copyright', { year: new Date().getFullYear(), school: t('app.schoolName') })}
      </footer>
    </div>
  );
}
