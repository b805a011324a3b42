import { sessionStore, useApi } from '@school/ui';
import { useMemo, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { clearSession, signIn } from '../session/session-service';
import { SignedOutContext, type SignedOutEnvironment } from './environment';

// The signed-out pages inside the app: its router and its session (layout/AppLayout.tsx).
export function RouterEnvironment({ children }: { children: ReactNode }) {
  const { search } = useLocation();
  const navigate = useNavigate();
  const api = useApi();
  const environment = useMemo<SignedOutEnvironment>(
    () => ({
      search,
      go: (path, options) => void navigate(path, options),
      signIn: async (credentials) => void (await signIn(api, credentials)),
      endSession: () => {
        if (sessionStore.get().user) clearSession();
      },
    }),
    [search, navigate, api],
  );
  return <SignedOutContext.Provider value={environment}>{children}</SignedOutContext.Provider>;
}
