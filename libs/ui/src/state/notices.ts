import { createStore } from './store';

// Messages raised outside React (route guard, API client) wait here until the shell's NoticeHost,
// which sits inside antd's App and ConfigProvider, shows them.
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

export const noticeStore = createStore<Notice[]>([]);
let nextId = 1;

export function pushNotice(notice: NoticeInput): void {
  const id = nextId++;
  noticeStore.set((list) => [...list, { ...notice, id } as Notice]);
}

export function takeNotices(): Notice[] {
  const list = noticeStore.get();
  if (list.length) noticeStore.set([]);
  return list;
}
