import { api, byFunction, INTERNAL, PUBLIC, SIGNED_IN } from './define';
import type { Locale } from '../locale';

// AuthService.getConfig: settings the front end reads, e.g. app.C21101_SHOW_ZOOM_INFO (SPEC §7).
export type AppConfigInput = { key: string };
export type AppConfigOutput = { key: string; value: unknown } | null;

// The signed-in user of SPEC §3.
export type CurrentUser = {
  id: number;
  user_id: string;
  user_no: number;
  user_type_code: number;
  student_no: number | null;
  teacher_no: number | null;
  user_named: string;
  locale_code: Locale;
  role_code: string;
  status: string;
  permissions: string[];
  authority_function_ids: string[];
  // The final allowed function ids (SPEC §6): server menu ∪ always-added − exclusions and disabled.
  allowed_function_ids: string[];
  // Centers the user is authorised for; null means every center (roles 500 and above).
  center_nos: number[] | null;
  email: string | null;
  isSuperAdmin: boolean;
  isAdmin: boolean;
  isAdmin2: boolean;
  isClassroom: boolean;
  isTeacher: boolean;
  isStudent: boolean;
};

// Menu entry of SPEC §3 (T0012AuthorityService.getMenu).
export type MenuEntry = { function_id: string; mmenu_name: string };

// Answers that must not tell whether an email has an account (no enumeration).
export type Accepted = { accepted: true };

export type LoginInput = { user_id: string; password: string };
// The email is the new account's user id.
export type RegisterInput = { email: string; password: string; password_confirmation: string; user_named: string };
export type EmailInput = { email: string };
export type TokenInput = { token: string };
export type ResetPasswordInput = { token: string; password: string; password_confirmation: string };
export type ChangePasswordInput = { current_password: string; password: string; password_confirmation: string };

// Social login, called by the gateway's OpenID Connect callback only.
export type SocialProfile = {
  provider: string;
  subject: string;
  email: string | null;
  emailVerified: boolean;
  name: string | null;
};
export type SocialLoginOutput =
  { outcome: 'signedIn'; user: CurrentUser } | { outcome: 'bindOffered'; email: string } | { outcome: 'unknown' };

export const AUTH_APIS = {
  'AuthService.getConfig': api<AppConfigInput, AppConfigOutput>()('auth', PUBLIC),
  // Null when nobody is signed in: the shell asks before it knows.
  getCurrentUser: api<Record<string, never>, CurrentUser | null>()('auth', PUBLIC),
  Auth_login: api<LoginInput, CurrentUser>()('auth', PUBLIC, {
    session: 'login',
    rateLimit: { scope: 'login', accountField: 'user_id' },
  }),
  Auth_logout: api<Record<string, never>, null>()('auth', PUBLIC, { session: 'logout' }),
  Auth_register: api<RegisterInput, Accepted>()('auth', PUBLIC, { rateLimit: { scope: 'register', accountField: 'email' } }),
  Auth_resendConfirmation: api<EmailInput, Accepted>()('auth', PUBLIC, {
    rateLimit: { scope: 'register', accountField: 'email' },
  }),
  Auth_confirmRegistration: api<TokenInput, CurrentUser>()('auth', PUBLIC, { session: 'login' }),
  Auth_requestLoginLink: api<EmailInput, Accepted>()('auth', PUBLIC, {
    rateLimit: { scope: 'emailLink', accountField: 'email' },
  }),
  Auth_loginWithLink: api<TokenInput, CurrentUser>()('auth', PUBLIC, { session: 'login' }),
  Auth_requestEmailBind: api<EmailInput, Accepted>()('auth', SIGNED_IN, {
    rateLimit: { scope: 'emailLink', accountField: 'email' },
  }),
  Auth_confirmEmailBind: api<TokenInput, CurrentUser>()('auth', PUBLIC, { session: 'refresh' }),
  Auth_requestPasswordReset: api<EmailInput, Accepted>()('auth', PUBLIC, {
    rateLimit: { scope: 'reset', accountField: 'email' },
  }),
  Auth_resetPassword: api<ResetPasswordInput, Accepted>()('auth', PUBLIC, { rateLimit: { scope: 'reset' } }),
  Auth_socialLogin: api<SocialProfile, SocialLoginOutput>()('auth', INTERNAL),
  Auth_socialBind: api<SocialProfile, CurrentUser>()('auth', INTERNAL),
  setUserLocale: api<{ locale: Locale }, CurrentUser>()('auth', SIGNED_IN, { session: 'refresh' }),
  // The signed-in user's own password (header menu "reset password"): every session of the account
  // ends and the caller gets a new one.
  M20901_ResetPassword: api<ChangePasswordInput, CurrentUser>()('auth', SIGNED_IN, {
    session: 'login',
    rateLimit: { scope: 'password' },
  }),
  M20901_resetInitPassword: api<{ user_no: number }, { initial_password: string }>()('auth', byFunction('M20901')),
  // Password re-entry for assignments with warnings (SPEC §5): null output means wrong.
  C40101_checkPassword: api<{ user_password: string }, true | null>()('auth', byFunction('C40101'), {
    rateLimit: { scope: 'password' },
  }),
  'T0012AuthorityService.getMenu': api<Record<string, never>, MenuEntry[]>()('auth', SIGNED_IN),
} as const;
