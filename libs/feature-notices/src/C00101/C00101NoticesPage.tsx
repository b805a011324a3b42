import type { NoticeItem } from '@school/contracts';
import { RelativeTimeText, useApi, useScreenLoad } from '@school/ui';
import { RichTextView, AttachmentList } from '@school/ui/screens';
import { Card, Empty, Flex, Result, Skeleton, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';

// C00101 notices (/C00101): the notices addressed to the signed-in user's role and centers, inside
// their publish period, newest first, each with how long ago it was published (SPEC §9).
export function C00101NoticesPage() {
  const { t, i18n } = useTranslation();
  const api = useApi();
  const notices = useScreenLoad<NoticeItem[]>(
    () => api.call('C00101_getNotice', {}, { handleErrors: false }),
    [],
    'masters.c00101.loadFailed',
  );

  if (notices.state === 'loading')
    return (
      <Card title={t('route.C00101')}>
        <Skeleton active />
      </Card>
    );
  if (notices.state === 'failed')
    return (
      <Card title={t('route.C00101')}>
        <Result status="warning" title={t('masters.c00101.loadFailed')} data-testid="c00101-failed" />
      </Card>
    );
  if (!notices.data.length)
    return (
      <Card title={t('route.C00101')}>
        <Empty description={t('masters.c00101.none')} data-testid="c00101-none" />
      </Card>
    );
  return (
    <Flex vertical gap="middle">
      <Typography.Title level={1} style={{ fontSize: 20, margin: 0 }}>
        {t('route.C00101')}
      </Typography.Title>
      {notices.data.map((notice) => (
        <Card
          key={notice.notice_no}
          data-testid={`c00101-notice-${notice.notice_no}`}
          title={
            <Typography.Title level={2} style={{ fontSize: 16, margin: 0 }}>
              {notice.important_flag === 1 ? <Tag color="red">{t('masters.c00101.important')}</Tag> : null}
              {notice.title}
            </Typography.Title>
          }
          extra={
            <Typography.Text type="secondary">
              <time
                dateTime={notice.published_at}
                title={new Date(notice.published_at).toLocaleString(i18n.language, { timeZone: 'Asia/Tokyo' })}
              >
                <RelativeTimeText at={notice.published_at} />
              </time>
            </Typography.Text>
          }
        >
          <RichTextView html={notice.content} testId={`c00101-content-${notice.notice_no}`} />
          <AttachmentList files={notice.file_json} header={t('masters.c00101.attachments')} />
        </Card>
      ))}
    </Flex>
  );
}
