import { LOCALES, type Locale } from '@school/contracts/locale';
import { changeTexts } from '@school/ui/signed-out';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

// The language switch of a signed-out page painted from the build's HTML (the app's header has its
// own, layout/LocaleSwitch.tsx): each language named in itself, so it can be found whatever is shown.
export function LocaleMenu() {
  const { t, i18n } = useTranslation();
  const [open, setOpen] = useState(false);
  const choose = async (locale: Locale) => {
    setOpen(false);
    await changeTexts(locale).catch(() => undefined);
  };
  return (
    <div className="so-locale">
      <button
        type="button"
        className="so-header-button"
        aria-haspopup="true"
        aria-expanded={open}
        aria-controls="so-locale-menu"
        onClick={() => setOpen((o) => !o)}
        data-testid="locale-switch"
      >
        {t(`locale.${i18n.language as Locale}`)}
      </button>
      {open ? (
        <ul className="so-menu" id="so-locale-menu" aria-label={t('layout.language')}>
          {LOCALES.map((locale) => (
            <li key={locale}>
              <button
                type="button"
                lang={locale}
                aria-current={locale === i18n.language}
                onClick={() => void choose(locale)}
                data-testid={`locale-${locale}`}
              >
                {t(`locale.${locale}`)}
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
