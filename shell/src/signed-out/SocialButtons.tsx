import { useApi } from '@school/ui/signed-out';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toProviders, type SocialProvider } from '../auth/social';
import { safeNextPath } from '../navigation/next-path';

// One button per social login the gateway offers; none while it offers none (or cannot say).
export function SocialButtons({ next }: { next: string | null }) {
  const { t } = useTranslation();
  const api = useApi();
  const [providers, setProviders] = useState<SocialProvider[]>([]);

  useEffect(() => {
    let live = true;
    api
      .request<unknown>('GET', '/auth/oidc/providers', undefined, { silent: true, handleErrors: false })
      .then((body) => live && setProviders(toProviders(body)))
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [api]);

  if (!providers.length) return null;
  const target = safeNextPath(next);
  // a top-level navigation: the provider's pages cannot be fetched
  const start = (name: string) =>
    window.location.assign(
      `${api.apiUrl}/auth/oidc/${encodeURIComponent(name)}${target === '/' ? '' : `?next=${encodeURIComponent(target)}`}`,
    );

  return (
    <div className="so-social">
      <p className="so-divider">{t('signin.social.or')}</p>
      {providers.map((p) => (
        <button type="button" key={p.name} className="so-button" onClick={() => start(p.name)} data-testid={`social-${p.name}`}>
          {t('signin.social.loginWith', { label: p.label })}
        </button>
      ))}
    </div>
  );
}
