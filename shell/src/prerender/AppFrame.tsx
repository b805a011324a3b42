import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

// What the build paints for the pages the app shows (prerender.tsx): the header bar with the screen's
// title, the sidebar's place on a signed-in screen, a content area waiting for the screen and the
// footer where the screen has one, drawn with the page's inline CSS, so a screen's first paint needs no
// script. The app replaces it once its router has the screen (bootstrap.tsx); its footer (AppFooter)
// has the same box, so it is no later, larger paint (on a phone the footer can be the largest text).
// screen: what the build paints of the screen itself in place of the skeleton (HomeCard).
export function AppFrame({
  titleKey,
  sidebar,
  footer,
  screen,
}: {
  titleKey?: string;
  sidebar: boolean;
  footer: boolean;
  screen?: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <div className="so-page so-frame">
      <header className="so-header">
        <span className="so-title">{t(titleKey ?? 'app.title')}</span>
      </header>
      <div className="so-body">
        {sidebar ? <div className="so-sidebar" aria-hidden="true" /> : null}
        <div className="so-column">
          <main className="so-main" aria-busy="true">
            <p className="so-loading" role="status">
              {t('app.loading')}
            </p>
            {screen ?? (
              <div className="so-skeleton" aria-hidden="true">
                <span />
                <span />
                <span />
              </div>
            )}
          </main>
          {footer ? (
            <footer className="so-footer">
              {t('app.copyright', { year: new Date().getFullYear(), school: t('app.schoolName') })}
            </footer>
          ) : null}
        </div>
      </div>
    </div>
  );
}

// Home's card (pages/HomePage.tsx) with the boxes of antd's Card, Title and Paragraph: its texts are
// the same for everyone, so Home's largest text is painted from the HTML.
export function HomeCard() {
  const { t } = useTranslation();
  return (
    <div className="so-home">
      <h3 className="so-home-title">{t('home.welcome')}</h3>
      <p className="so-home-hint">{t('home.hint')}</p>
    </div>
  );
}
