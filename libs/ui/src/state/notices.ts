import { createStore, type Store } from './store';

// Messages raised outside React (route guard, API client) wait here until the shell's NoticeHost,
// which sits inside antd's ConfigProvider, shows them (useNotices).
export type NoticeLevel = 'success' | 'info' | 'warning' | 'error';
export type Notice =
  | {
      id: number;
      type: 'message';
      level: NoticeLevel;
      messageKey: string;
      params?: Record<string, string | number>;
      durationS?: number;
    }
  | {
      id: number;
      type: 'dialog';
      level: NoticeLevel;
      titleKey: string;
      messageKey: string;
      params?: Record<string, string | number>;
      lines?: string[];
      // offered as an extra action (the debug URL of SPEC §8)
      openUrl?: string;
    };

type NoticeInput = Notice extends infer N ? (N extends Notice ? Omit<N, 'id'> : never) : never;

// One store per page, whichever bundle loads this module first: the painted signed-out pages' own
// entry (shell/src/signed-out/main.ts) is built apart from the app, so each holds a copy of this
// module, and a notice raised just before the hand-over must still reach the app's NoticeHost.
type PageNotices = { store: Store<Notice[]>; nextId: number };
const PAGE_KEY = Symbol.for('school.notices');
const page = globalThis as { [PAGE_KEY]?: PageNotices };
const notices: PageNotices = (page[PAGE_KEY] ??= { store: createStore<Notice[]>([]), nextId: 1 });

export const noticeStore = notices.store;

export function pushNotice(notice: NoticeInput): void {
  const id = notices.nextId++;
  noticeStore.set((list) => [...list, { ...notice, id } as Notice]);
}

export function takeNotices(): Notice[] {
  const list = noticeStore.get();
  if (list.length) noticeStore.set([]);
  return list;
}
