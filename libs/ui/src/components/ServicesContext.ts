import type { WebConfig } from '@school/contracts';
import { createContext, useContext, useSyncExternalStore } from 'react';
import type { ApiClient } from '../api/api-client';
import { sessionStore, type Session } from '../state/session';

export type Services = { api: ApiClient; config: WebConfig; debug: boolean };

// One context for the API client and the runtime config; @school/ui is a shared singleton, so the
// remotes' screens read the shell's provider.
export const ServicesContext = createContext<Services | null>(null);

export function useServices(): Services {
  const services = useContext(ServicesContext);
  if (!services) throw new Error('useServices needs the shell’s ServicesContext provider');
  return services;
}

export const useApi = (): ApiClient => useServices().api;

export const useSession = (): Session => useSyncExternalStore(sessionStore.subscribe, sessionStore.get);
