import type { ComponentType } from 'react';
import { LoginPage } from './LoginPage';

export type SignedOutPage = { name: string; path: string; titleKey: string; Page: ComponentType };

// The pages the build paints into HTML of their own (prerender.tsx) and the browser then hydrates
// (start.tsx): the first page a visitor opens. Name, path and title as in the route catalogue
// (pages.spec.ts).
export const SIGNED_OUT_PAGES: readonly SignedOutPage[] = [
  { name: 'Login', path: '/Auth/login', titleKey: 'route.Login', Page: LoginPage },
];
