import type { CurrentUser } from '@school/contracts';
import { AppDialog, useApi } from '@school/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { withoutSocialQuery } from '../auth/social';
import { safeNextPath } from '../navigation/next-path';
import { beginSession } from '../session/session-service';

type BindAnswer = { data?: { user?: CurrentUser } };

// SPEC §2: the social account's email already belongs to an account. Yes binds it and signs in;
// no forgets the social profile. Nothing is bound without this answer.
export function SocialBindDialog({ email }: { email: string }) {
  const { t } = useTranslation();
  const api = useApi();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [busy, setBusy] = useState<'bind' | 'cancel' | null>(null);
  const back = () => navigate(`/Auth/login${withoutSocialQuery(params)}`, { replace: true });

  const bind = async () => {
    setBusy('bind');
    try {
      const answer = await api.request<BindAnswer>('POST', '/auth/oidc/bind');
      const user = answer.data?.user;
      if (!user) throw new Error('the gateway answered the bind without a user');
      await beginSession(api, user);
      navigate(safeNextPath(params.get('next')), { replace: true });
    } catch {
      // the API client has shown why (an expired offer, a refusal); the login screen stays
      back();
    } finally {
      setBusy(null);
    }
  };

  const cancel = async () => {
    setBusy('cancel');
    // the offer expires on its own if this fails
    await api.request('POST', '/auth/oidc/bind/cancel', {}, { handleErrors: false }).catch(() => undefined);
    setBusy(null);
    back();
  };

  return (
    <AppDialog
      open
      title={t('common.confirmTitle')}
      okText={t('common.yes')}
      cancelText={t('common.no')}
      onOk={() => void bind()}
      onCancel={() => void cancel()}
      confirmLoading={busy === 'bind'}
      cancelButtonProps={{ loading: busy === 'cancel', disabled: busy === 'bind' }}
      closable={false}
      mask={{ closable: false }}
    >
      <p data-testid="social-bind-dialog">{t('signin.social.bindBody', { email })}</p>
    </AppDialog>
  );
}
