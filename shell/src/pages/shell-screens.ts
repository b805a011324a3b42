import type { LazyScreen } from '@school/ui';
import { createElement } from 'react';

// The shell's own screens (DESIGN §1), loaded on demand; the rest of its routes are placeholders. The
// screens every portal's user opens come from the shared feature libraries, each in a chunk of its
// own, so neither the shell's entry nor any portal is downloaded for them.
export const SHELL_SCREENS: Readonly<Record<string, LazyScreen>> = {
  Home: () => import('./HomePage').then((m) => ({ default: m.HomePage })),
  Login: () => import('../signed-out/LoginPage').then((m) => ({ default: m.LoginPage })),
  LoginEmail: () =>
    import('../signed-out/EmailRequestPage').then((m) => ({
      default: () => createElement(m.EmailRequestPage, { kind: 'loginEmail' }),
    })),
  LoginLink: () =>
    import('./LinkSignInPage').then((m) => ({ default: () => createElement(m.LinkSignInPage, { kind: 'loginLink' }) })),
  Register: () => import('./RegisterPage').then((m) => ({ default: m.RegisterPage })),
  PendingConfirmation: () => import('./PendingConfirmationPage').then((m) => ({ default: m.PendingConfirmationPage })),
  RegisterConfirm: () =>
    import('./LinkSignInPage').then((m) => ({ default: () => createElement(m.LinkSignInPage, { kind: 'registerConfirm' }) })),
  ForgotPassword: () =>
    import('../signed-out/EmailRequestPage').then((m) => ({
      default: () => createElement(m.EmailRequestPage, { kind: 'forgotPassword' }),
    })),
  ResetPassword: () => import('../signed-out/ResetPasswordPage').then((m) => ({ default: m.ResetPasswordPage })),
  BindEmail: () => import('./BindEmailPage').then((m) => ({ default: m.BindEmailPage })),
  BindEmailConfirm: () => import('./BindEmailConfirmPage').then((m) => ({ default: m.BindEmailConfirmPage })),
  InvalidLink: () => import('./InvalidLinkPage').then((m) => ({ default: m.InvalidLinkPage })),
  LogoutSuccess: () => import('./LogoutSuccessPage').then((m) => ({ default: m.LogoutSuccessPage })),
  '404': () => import('./NotFoundPage').then((m) => ({ default: m.NotFoundPage })),
  'terms-and-conditions': () => import('./TermsPage').then((m) => ({ default: m.TermsPage })),
  Example: () => import('./ExamplePage').then((m) => ({ default: m.ExamplePage })),
  AllCompsExample: () => import('./ExamplePage').then((m) => ({ default: m.ExamplePage })),
  C00101: () => import('@school/feature-notices').then((m) => ({ default: m.C00101NoticesPage })),
  C00103: () => import('@school/feature-help').then((m) => ({ default: m.C00103ViewPage })),
  PendingSchedule: () => import('@school/feature-schedule').then((m) => ({ default: m.PendingSchedulePage })),
  ZoomLog: () => import('@school/feature-schedule').then((m) => ({ default: m.ZoomLogPage })),
  Chatroom: () => import('@school/feature-schedule').then((m) => ({ default: m.ChatroomPage })),
  C40501Browse: () => import('@school/feature-schedule').then((m) => ({ default: m.C40501BrowsePage })),
  C50102: () => import('@school/feature-reports').then((m) => ({ default: m.C50102ReportPage })),
  C50102PastReport: () => import('@school/feature-reports').then((m) => ({ default: m.C50102PastReportPage })),
  C50103: () => import('@school/feature-reports').then((m) => ({ default: m.C50103ReportPage })),
};
