import type { CurrentUser } from '@school/contracts';
import type { MenuEntry } from '@school/domain';
import { createStore } from './store';

// Centers and center groups (group_flag 0/1), and the same limited by authority (SPEC §3).
export type DropdownOption = { value: number | string; label: string };
export type SessionDropdowns = {
  centers: DropdownOption[];
  centerGroups: DropdownOption[];
  authorityCenters: DropdownOption[];
  authorityCenterGroups: DropdownOption[];
};

export type Session = {
  // false until the current user has been asked for once
  loaded: boolean;
  user: CurrentUser | null;
  menu: MenuEntry[];
  dropdowns: SessionDropdowns;
};

export const EMPTY_DROPDOWNS: SessionDropdowns = {
  centers: [],
  centerGroups: [],
  authorityCenters: [],
  authorityCenterGroups: [],
};

export const sessionStore = createStore<Session>({ loaded: false, user: null, menu: [], dropdowns: EMPTY_DROPDOWNS });

// SPEC §4: a logged flag in local storage tells a timed-out session from a visitor.
export const LOGGED_FLAG_KEY = 'school.logged';
