import type { LazyScreen } from '@school/ui';
import { createElement } from 'react';

// The shell's own screens (DESIGN §1), loaded on demand; the rest of its routes are placeholders.
export const SHELL_SCREENS: Readonly<Record<string, LazyScreen>> = {
  Home: () => import('./HomePage').then((m) => ({ default: m.HomePage })),
  Login: () => import('./LoginPage').then((m) => ({ default: m.LoginPage })),
  '404': () => import('./NotFoundPage').then((m) => ({ default: m.NotFoundPage })),
  'terms-and-conditions': () => import('./TermsPage').then((m) => ({ default: m.TermsPage })),
  Example: () => import('./ExamplePage').then((m) => ({ default: m.ExamplePage })),
  AllCompsExample: () => import('./ExamplePage').then((m) => ({ default: m.ExamplePage })),
  LogoutSuccess: () =>
    import('./AuthMessagePage').then((m) => ({ default: () => createElement(m.AuthMessagePage, { kind: 'logoutSuccess' }) })),
  InvalidLink: () =>
    import('./AuthMessagePage').then((m) => ({ default: () => createElement(m.AuthMessagePage, { kind: 'invalidLink' }) })),
  PendingConfirmation: () =>
    import('./AuthMessagePage').then((m) => ({
      default: () => createElement(m.AuthMessagePage, { kind: 'pendingConfirmation' }),
    })),
};
