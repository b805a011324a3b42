import { noticeStore, takeNotices, type Notice } from '@school/ui/signed-out';
import { useEffect, useState, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';

const SHOWN_MS = 4000;

// The notices of a signed-out page painted from the build's HTML (a wrong password, the server
// unreachable), shown in the page above its content: the app shows them with antd (NoticeHost), which
// such a page does not load. Taken from the one notice store, so the app does not show them again.
export function NoticeLine() {
  const { t } = useTranslation();
  const waiting = useSyncExternalStore(noticeStore.subscribe, noticeStore.get, noticeStore.get);
  const [shown, setShown] = useState<Notice[]>([]);

  useEffect(() => {
    if (!waiting.length) return;
    const taken = takeNotices();
    setShown((list) => [...list, ...taken]);
    for (const notice of taken) {
      const ms = notice.type === 'message' ? (notice.durationS ?? SHOWN_MS / 1000) * 1000 : SHOWN_MS * 2;
      setTimeout(() => setShown((list) => list.filter((n) => n.id !== notice.id)), ms);
    }
  }, [waiting]);

  if (!shown.length) return null;
  return (
    <div className="so-notices">
      {shown.map((n) => (
        <div key={n.id} className={`so-alert so-alert-${n.level}`} role="alert" data-testid="notice">
          {n.type === 'dialog' ? <strong>{t(n.titleKey)} </strong> : null}
          {t(n.messageKey, n.params)}
        </div>
      ))}
    </div>
  );
}
