import { api, PUBLIC, SIGNED_IN } from './define';

// Address lookups (SPEC §7 Masters): countries, their states (o0101_id), the states' cities (o0102_id).
// Public: registration forms need them before anyone is signed in.
export type Country = { o0101_id: number; code: string; name: string };
export type State = { o0102_id: number; o0101_id: number; name: string };
export type City = { o0103_id: number; o0102_id: number; name: string };

// Dropdown lists loaded after login (SPEC §3): centers (group_flag 0) or center groups (1);
// center_group_no: only the centers of that group (C40101's choice by group, SPEC §7).
export type DropdownOption = { value: number; label: string };
export type CentersDropdownInput = { group_flag: 0 | 1; center_group_no?: number };

export const MASTERS_APIS = {
  'M0110CenterService.getCentersDropdown_ShortLabel': api<CentersDropdownInput, DropdownOption[]>()('masters', SIGNED_IN),
  // The same, limited to the centers the user is authorised for.
  'M0110CenterService.getCentersDropdown_Authority': api<CentersDropdownInput, DropdownOption[]>()('masters', SIGNED_IN),
  Address_getCountries: api<Record<string, never>, Country[]>()('masters', PUBLIC),
  Address_getStates: api<{ o0101_id: number }, State[]>()('masters', PUBLIC),
  Address_getCities: api<{ o0102_id: number }, City[]>()('masters', PUBLIC),
} as const;
