import type { CurrentUser } from '@school/contracts';
import { pushNotice, useApi } from '@school/ui';
import { Button, Card, Result, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { takeLinkNext } from '../auth/link-next';
import { useLinkToken } from '../auth/useLinkToken';
import { beginSession } from '../session/session-service';

export type LinkSignInKind = 'loginLink' | 'registerConfirm';

const LINK = {
  loginLink: { api: 'Auth_loginWithLink', titleKey: 'route.LoginLink', doneKey: 'signin.signedIn' },
  registerConfirm: { api: 'Auth_confirmRegistration', titleKey: 'route.RegisterConfirm', doneKey: 'signin.registerConfirm.done' },
} as const;

// The landings that sign in: the emailed login link, and the registration's confirmation link
// (which also activates the pending account). Then Home, or the page asked for before.
export function LinkSignInPage({ kind }: { kind: LinkSignInKind }) {
  const { t } = useTranslation();
  const api = useApi();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const state = useLinkToken(LINK[kind].api, async (user: CurrentUser) => {
    await beginSession(api, user);
    pushNotice({ type: 'message', level: 'success', messageKey: LINK[kind].doneKey });
    navigate(kind === 'loginLink' ? takeLinkNext(params.get('next')) : '/', { replace: true });
  });

  return (
    <Card title={t(LINK[kind].titleKey)} style={{ maxWidth: 480, margin: '24px auto' }}>
      {state.status === 'failed' ? (
        <Result
          status="warning"
          title={t('signin.linkFailed')}
          extra={<Button onClick={() => navigate('/Auth/login')}>{t('signin.backToLogin')}</Button>}
        />
      ) : (
        <Result icon={<Spin size="large" />} title={t('signin.checkingLink')} />
      )}
    </Card>
  );
}
