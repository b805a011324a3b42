import { api, PUBLIC } from './define';

// Address lookups (SPEC §7 Masters): countries, their states (o0101_id), the states' cities (o0102_id).
// Public: registration forms need them before anyone is signed in.
export type Country = { o0101_id: number; code: string; name: string };
export type State = { o0102_id: number; o0101_id: number; name: string };
export type City = { o0103_id: number; o0102_id: number; name: string };

export const MASTERS_APIS = {
  Address_getCountries: api<Record<string, never>, Country[]>()('masters', PUBLIC),
  Address_getStates: api<{ o0101_id: number }, State[]>()('masters', PUBLIC),
  Address_getCities: api<{ o0102_id: number }, City[]>()('masters', PUBLIC),
} as const;
