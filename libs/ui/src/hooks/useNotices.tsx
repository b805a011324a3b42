import type { useAppProps } from 'antd/es/app/context';
import { useEffect, useSyncExternalStore, type ComponentType, type ReactElement } from 'react';
import { createLateApi, type LateApi } from '../state/late-api';
import { createStore } from '../state/store';

// antd's message, Modal and notification APIs (App.useApp's), without antd's App on the first
// screen's path (issue 26: its toasts and dialogs are ≈ 63 KB of JavaScript a phone would evaluate
// before the first screen). Each is fetched when first called, and drawn by NoticeHolders (in the
// shell's Root, inside its ConfigProvider: they follow its locale and theme); what is called before
// then is shown once it has come (late-api.ts).
export type Notices = useAppProps;
type Kind = keyof Notices;

const late: { [K in Kind]: LateApi<Notices[K]> } = {
  message: createLateApi<Notices['message']>(
    { info: true, success: true, error: true, warning: true, loading: true, open: true, destroy: true },
    () => fetchHolder('message'),
  ),
  modal: createLateApi<Notices['modal']>({ info: true, success: true, error: true, warning: true, confirm: true }, () =>
    fetchHolder('modal'),
  ),
  notification: createLateApi<Notices['notification']>(
    { info: true, success: true, error: true, warning: true, open: true, destroy: true },
    () => fetchHolder('notification'),
  ),
};
const NOTICES: Notices = { message: late.message.api, modal: late.modal.api, notification: late.notification.api };

// The one way to show a toast, a dialog or a notification: the same object on every render.
export function useNotices(): Notices {
  return NOTICES;
}

// A component that draws one of the APIs' context holder and attaches the API while it is shown.
function holderOf<K extends Kind>(kind: K, useApi: () => readonly [Notices[K], ReactElement]): ComponentType {
  return function NoticeHolder() {
    const [api, holder] = useApi();
    useEffect(() => {
      late[kind].attach(api);
      return () => late[kind].attach(null);
    }, [api]);
    return holder;
  };
}

const HOLDERS: { [K in Kind]: () => Promise<ComponentType> } = {
  message: () => import('antd/es/message').then(({ default: message }) => holderOf('message', () => message.useMessage())),
  modal: () => import('antd/es/modal').then(({ default: Modal }) => holderOf('modal', () => Modal.useModal())),
  notification: () =>
    import('antd/es/notification').then(({ default: notification }) =>
      holderOf('notification', () => notification.useNotification()),
    ),
};

// the holders fetched so far; a failed fetch is tried again at the next call
const holders = createStore<Partial<Record<Kind, ComponentType>>>({});
const fetching = new Set<Kind>();
function fetchHolder(kind: Kind) {
  if (holders.get()[kind] || fetching.has(kind)) return;
  fetching.add(kind);
  HOLDERS[kind]().then(
    (holder) => holders.set((all) => ({ ...all, [kind]: holder })),
    () => fetching.delete(kind),
  );
}

// Draws the holders fetched so far: once in the shell's Root, beside the screens (not around them, so
// that a holder's coming changes no screen's place in the tree).
export function NoticeHolders() {
  const { message: Message, modal: Modal, notification: Notification } = useSyncExternalStore(holders.subscribe, holders.get);
  return (
    <>
      {Modal ? <Modal /> : null}
      {Message ? <Message /> : null}
      {Notification ? <Notification /> : null}
    </>
  );
}
