import { isRefusal } from '../auth/refusals';
import { safeNextPath } from '../navigation/next-path';
import { AuthForm, type AuthField } from './AuthForm';
import { useSignedOut } from './environment';

export const PENDING_CONFIRMATION_PATH = '/Auth/register/pending';

const FIELDS: readonly AuthField[] = [
  { name: 'user_id', label: 'signin.userId', type: 'text', autoComplete: 'username', testId: 'login-user' },
  { name: 'password', label: 'signin.password', type: 'password', autoComplete: 'current-password', testId: 'login-password' },
];

// Sign-in with user id and password (Auth_login); afterwards back to ?next= or Home. An account
// still waiting for its email confirmation goes to the pending screen, where the mail can be resent.
export function LoginForm() {
  const { search, go, signIn } = useSignedOut();
  return (
    <AuthForm
      form="login"
      fields={FIELDS}
      submit={{ label: 'signin.login', testId: 'login-submit' }}
      testId="login-form"
      send={async ({ user_id, password }) => {
        try {
          await signIn({ user_id, password });
        } catch (error) {
          // registered accounts sign in with their email as user id
          if (isRefusal(error, 'ACCOUNT_PENDING')) go(PENDING_CONFIRMATION_PATH, { state: { email: user_id } });
          throw error;
        }
        go(safeNextPath(new URLSearchParams(search).get('next')), { replace: true });
      }}
    />
  );
}
