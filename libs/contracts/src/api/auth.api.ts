import { api, PUBLIC } from './define';

// AuthService.getConfig: settings the front end reads, e.g. app.C21101_SHOW_ZOOM_INFO (SPEC §7).
export type AppConfigInput = { key: string };
export type AppConfigOutput = { key: string; value: unknown } | null;

export const AUTH_APIS = {
  'AuthService.getConfig': api<AppConfigInput, AppConfigOutput>()('auth', PUBLIC),
} as const;
