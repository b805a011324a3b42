import type { Locale } from '@school/contracts/locale';
import { createElement, type ComponentType } from 'react';
import { EmailRequestPage } from './EmailRequestPage';
import { LoginPage } from './LoginPage';
import { ResetPasswordPage } from './ResetPasswordPage';

// The language the build paints in (Japanese first); a browser showing another draws the page anew.
export const PAINTED_LOCALE = 'ja' satisfies Locale;

export type SignedOutPage = { name: string; path: string; titleKey: string; Page: ComponentType };

// The pages the build paints into HTML of their own (prerender.tsx) and the browser then hydrates
// (start.tsx): the first page a visitor opens, the requests of a sign-in link and of a password reset,
// and the reset link's landing. Name, path and title as in the route catalogue (pages.spec.ts).
export const SIGNED_OUT_PAGES: readonly SignedOutPage[] = [
  { name: 'Login', path: '/Auth/login', titleKey: 'route.Login', Page: LoginPage },
  {
    name: 'LoginEmail',
    path: '/Auth/login-email',
    titleKey: 'route.LoginEmail',
    Page: () => createElement(EmailRequestPage, { kind: 'loginEmail' }),
  },
  {
    name: 'ForgotPassword',
    path: '/Auth/forgot-password',
    titleKey: 'route.ForgotPassword',
    Page: () => createElement(EmailRequestPage, { kind: 'forgotPassword' }),
  },
  { name: 'ResetPassword', path: '/Auth/password/reset', titleKey: 'route.ResetPassword', Page: ResetPasswordPage },
];
