import { LOCALES, type Locale } from '@school/contracts';
import { changeLocale, sessionStore, TOUCH_TARGET, useApi } from '@school/ui';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { updateSessionUser } from '../session/session-service';
import { HeaderMenu } from './HeaderMenu';

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
    <HeaderMenu
      menu={{
        selectedKeys: [i18n.language],
        items: LOCALES.map((l) => ({ key: l, label: <span data-testid={`locale-${l}`}>{t(`locale.${l}`)}</span> })),
        onClick: ({ key }) => void choose(key as Locale),
      }}
    >
      <Button type="text" style={{ ...TOUCH_TARGET, color: 'inherit' }} data-testid="locale-switch">
        {t(`locale.${i18n.language as Locale}`)}
      </Button>
    </HeaderMenu>
  );
}
