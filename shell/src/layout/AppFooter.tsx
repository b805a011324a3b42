import { useTranslation } from 'react-i18next';

// Drawn as the signed-out pages and the build's frames draw it (the page's inline CSS), so the footer
// the app puts in place of a painted one has the same box and is not a later, larger paint (the
// largest contentful paint on a phone: issue 26).
export function AppFooter() {
  const { t } = useTranslation();
  return (
    <footer className="so-footer" data-testid="footer">
      {t('app.copyright', { year: new Date().getFullYear(), school: t('app.schoolName') })}
    </footer>
  );
}
