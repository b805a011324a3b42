import { useState, type ReactNode } from 'react';
import { useNotices, type Notices } from '@school/ui';
import { useTranslation } from 'react-i18next';

type Modal = Pick<Notices['modal'], 'confirm'>;

// A step the board cannot take back asks first (SPEC §8: title 確認, はい/いいえ).
export function askFirst(modal: Modal, t: (key: string) => string, content: ReactNode, onOk: () => void) {
  modal.confirm({
    title: t('common.confirmTitle'),
    content,
    okText: t('common.yes'),
    cancelText: t('common.no'),
    width: 'min(500px, calc(100vw - 32px))',
    onOk,
  });
}

export type BoardChange<K extends string> = {
  // which of the screen's buttons shows it is busy
  key: K;
  call: () => Promise<unknown>;
  // the success message's key, shown for `seconds` when given
  done: string;
  seconds?: number;
  // a refusal the screen words itself; without it the API client has shown the refusal (e.g. changed meanwhile)
  refused?: (error: unknown) => void;
};

// A change of the board's lessons on the server (a date's resets, a lesson's teacher type or cancel,
// a transfer): called, said done, and the board read again either way, so it shows the lessons as
// they are now (their new lock_version and state).
export function useBoardChange<K extends string>(onChanged: () => void) {
  const { t } = useTranslation();
  const { message, modal } = useNotices();
  const [busy, setBusy] = useState<K | null>(null);

  const run = async ({ key, call, done, seconds, refused }: BoardChange<K>) => {
    setBusy(key);
    try {
      await call();
      void (seconds === undefined ? message.success(t(done)) : message.success(t(done), seconds));
    } catch (error) {
      refused?.(error);
    } finally {
      setBusy(null);
      onChanged();
    }
  };
  const confirmThen = (question: ReactNode, change: BoardChange<K>) => askFirst(modal, t, question, () => void run(change));

  return { busy, run, confirmThen };
}
