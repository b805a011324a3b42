import { type CalendarFeedStatus } from '@school/contracts';
import { Button, Input, Space, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TOUCH_TARGET } from '../theme/touch-target';
import { useApi } from './ServicesContext';
import { useNotices } from '../hooks/useNotices';

const K = 'scheduling.calendarFeed';

// A teacher's or student's private calendar feed (C11201, C21201; docs/calendar-feeds.md): turn it on,
// copy the URL (shown once: only its hash is kept), make a new one, or turn it off. Fits 360 px.
export function CalendarFeedPanel() {
  const { t, i18n } = useTranslation();
  const api = useApi();
  const { modal, message } = useNotices();
  const [status, setStatus] = useState<CalendarFeedStatus | null>(null);
  const [url, setUrl] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    let live = true;
    api.call('CalendarFeed_getStatus', {}).then(
      (s) => live && setStatus(s),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [api]);

  const run = async (action: () => Promise<void>) => {
    setBusy(true);
    try {
      await action();
    } catch {
      // the API client has shown the error
    } finally {
      setBusy(false);
    }
  };
  const enable = () =>
    run(async () => {
      const made = await api.call('CalendarFeed_enable', {});
      setStatus(made);
      setUrl(`${api.apiUrl}${made.path}`);
    });
  const revoke = () =>
    modal.confirm({
      content: t(`${K}.revokeConfirm`),
      okText: t('common.yes'),
      cancelText: t('common.no'),
      okButtonProps: { danger: true },
      width: 'min(500px, calc(100vw - 32px))',
      onOk: () =>
        run(async () => {
          setStatus(await api.call('CalendarFeed_revoke', {}));
          setUrl(null);
          void message.success(t(`${K}.revoked`));
        }),
    });
  const copy = async () => {
    if (!url) return;
    await navigator.clipboard.writeText(url);
    void message.success(t(`${K}.copied`));
  };
  const since = status?.enabled_at
    ? new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Asia/Tokyo' }).format(
        new Date(status.enabled_at),
      )
    : '';

  return (
    <section aria-labelledby="calendar-feed-title" style={{ maxWidth: '100%', overflowWrap: 'anywhere' }}>
      <Typography.Title level={2} id="calendar-feed-title" style={{ fontSize: 18 }}>
        {t(`${K}.title`)}
      </Typography.Title>
      <Typography.Paragraph>{t(`${K}.intro`)}</Typography.Paragraph>
      <Typography.Paragraph type="secondary">{t(`${K}.privacy`)}</Typography.Paragraph>
      {status && (
        <Typography.Paragraph>{status.enabled ? t(`${K}.onSince`, { date: since }) : t(`${K}.off`)}</Typography.Paragraph>
      )}
      {url && (
        <Space direction="vertical" style={{ width: '100%' }}>
          <label htmlFor="calendar-feed-url">{t(`${K}.urlLabel`)}</label>
          <Input id="calendar-feed-url" readOnly value={url} style={TOUCH_TARGET} onFocus={(e) => e.target.select()} />
          <Typography.Text type="secondary">{t(`${K}.urlOnce`)}</Typography.Text>
          <Button type="primary" style={TOUCH_TARGET} onClick={() => void copy()} data-testid="calendar-feed-copy">
            {t(`${K}.copy`)}
          </Button>
        </Space>
      )}
      {status && (
        <Space wrap style={{ marginTop: 16 }}>
          <Button type={status.enabled ? 'default' : 'primary'} style={TOUCH_TARGET} loading={busy} onClick={() => void enable()}>
            {t(status.enabled ? `${K}.renew` : `${K}.enable`)}
          </Button>
          {status.enabled && (
            <Button danger style={TOUCH_TARGET} disabled={busy} onClick={revoke}>
              {t(`${K}.revoke`)}
            </Button>
          )}
        </Space>
      )}
      {status?.enabled && <Typography.Paragraph type="secondary">{t(`${K}.renewNote`)}</Typography.Paragraph>}
    </section>
  );
}
