import { noticeStore, takeNotices, useNotices, type Notice } from '@school/ui';
import { useEffect, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';

// Shows the notices raised outside React (guard, API client) with useNotices, whose antd APIs are
// drawn inside the ConfigProvider and so follow its locale and theme.
export function NoticeHost() {
  const { t } = useTranslation();
  const { message, modal } = useNotices();
  const notices = useSyncExternalStore(noticeStore.subscribe, noticeStore.get);

  useEffect(() => {
    if (!notices.length) return;
    for (const n of takeNotices()) show(n);
    function show(n: Notice) {
      const text = t(n.messageKey, n.params);
      if (n.type === 'message') {
        void message.open({ type: n.level, content: <span data-testid="notice">{text}</span>, duration: n.durationS ?? 4 });
        return;
      }
      const content = (
        <div data-testid="notice-dialog">
          <p>{text}</p>
          {n.lines?.length ? (
            <ul>
              {n.lines.map((l) => (
                <li key={l}>{l}</li>
              ))}
            </ul>
          ) : null}
        </div>
      );
      const width = 'min(500px, calc(100vw - 32px))';
      if (n.openUrl) {
        const url = n.openUrl;
        modal.confirm({
          title: t(n.titleKey),
          content,
          width,
          okText: t('api.openDebug'),
          cancelText: t('common.close'),
          onOk: () => void window.open(url, '_blank'),
        });
      } else {
        modal[n.level === 'success' ? 'success' : n.level]({ title: t(n.titleKey), content, width, okText: t('common.ok') });
      }
    }
  }, [notices, message, modal, t]);

  return null;
}
