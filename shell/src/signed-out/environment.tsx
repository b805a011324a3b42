import { createContext, useContext, useSyncExternalStore, type AnchorHTMLAttributes, type MouseEvent } from 'react';

// What a signed-out page needs from whoever shows it: the page's query, a way to another page, the
// sign-in, and forgetting this browser's session once the server has ended it (a password reset). The app provides them with its router and session (RouterEnvironment.tsx); the page
// painted from the build's HTML provides them before the app is there (start.tsx), so the login page
// is usable without react-router, antd or the app's session code.
export type SignedOutEnvironment = {
  search: string;
  go: (path: string, options?: { replace?: boolean; state?: unknown }) => void;
  signIn: (credentials: { user_id: string; password: string }) => Promise<void>;
  endSession: () => void;
};

export const SignedOutContext = createContext<SignedOutEnvironment | null>(null);

export function useSignedOut(): SignedOutEnvironment {
  const environment = useContext(SignedOutContext);
  if (!environment) throw new Error('a signed-out page needs a SignedOutContext provider');
  return environment;
}

const unchanging = () => () => undefined;

// False while the page is rendered at build time and while the browser hydrates that HTML, true once
// the page's scripts run it: a control that needs them is disabled until then.
export const useHydrated = (): boolean =>
  useSyncExternalStore(
    unchanging,
    () => true,
    () => false,
  );

const plainClick = (e: MouseEvent) => e.button === 0 && !e.metaKey && !e.ctrlKey && !e.shiftKey && !e.altKey;

// A link between pages: a real href (it works before scripts and opens in a new tab), followed in
// the page once they run.
export function SignedOutLink({ to, ...rest }: { to: string } & AnchorHTMLAttributes<HTMLAnchorElement>) {
  const { go } = useSignedOut();
  return (
    <a
      {...rest}
      href={to}
      onClick={(e) => {
        if (!plainClick(e)) return;
        e.preventDefault();
        go(to);
      }}
    />
  );
}
