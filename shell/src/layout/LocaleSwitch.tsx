import { LOCALES, type Locale } from '@school/contracts';
import { changeLocale, sessionStore, useApi } from '@school/ui';
import { Button, Dropdown } from 'antd';
import { useTranslation } from 'react-i18next';
import { updateSessionUser } from '../session/session-service';

// The header's buttons: a touch target of at least 44 × 44 px on a phone (issue 25).
export const HEADER_BUTTON = { minWidth: 44, minHeight: 44 } as const;

// Each language is named in itself, so it can be found whatever the current locale.
export function LocaleSwitch() {
  const { t, i18n } = useTranslation();
  const api = useApi();
  const choose = async (locale: Locale) => {
    await changeLocale(locale);
    // saved with the signed-in user's account, which the next sign-in starts in; a failure only means
    // it starts in the old locale
    if (sessionStore.get().user)
      api
        .call('setUserLocale', { locale }, { silent: true, handleErrors: false })
        .then(updateSessionUser)
        .catch(() => undefined);
  };
  return (
    <Dropdown
      trigger={['click']}
      menu={{
        selectedKeys: [i18n.language],
        items: LOCALES.map((l) => ({ key: l, label: <span data-testid={`locale-${l}`}>{t(`locale.${l}`)}</span> })),
        onClick: ({ key }) => void choose(key as Locale),
      }}
    >
      <Button type="text" style={{ ...HEADER_BUTTON, color: 'inherit' }} data-testid="locale-switch">
        {t(`locale.${i18n.language as Locale}`)}
      </Button>
    </Dropdown>
  );
}
