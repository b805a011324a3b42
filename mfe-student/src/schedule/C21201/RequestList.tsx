import { type RebookingRequestRecord } from '@school/contracts';
import { TOUCH_TARGET } from '@school/ui';
import { Button, List, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';

// The student's own rebooking requests, newest first, each with its status (C21201_getRequest).
export function RequestList({ requests, onRetry }: { requests: RebookingRequestRecord[] | 'error' | null; onRetry: () => void }) {
  const { t } = useTranslation();
  const label = (key: string) => t(`scheduling.studentDay.${key}`);
  const slash = (date: string) => date.replaceAll('-', '/');
  return (
    <section aria-labelledby="c21201-requests-title" data-testid="c21201-requests" style={{ marginTop: 24 }}>
      <Typography.Title level={2} id="c21201-requests-title" style={{ fontSize: 18 }}>
        {label('myRequests')}
      </Typography.Title>
      {requests === 'error' ? (
        <Typography.Paragraph>
          {label('requestLoadError')}{' '}
          <Button onClick={onRetry} style={TOUCH_TARGET}>
            {t('ui.common.retry')}
          </Button>
        </Typography.Paragraph>
      ) : (
        <List
          size="small"
          loading={requests === null}
          dataSource={requests ?? []}
          locale={{ emptyText: label('noRequests') }}
          rowKey="request_no"
          renderItem={(r) => (
            <List.Item data-testid={`c21201-request-${r.request_no}`} style={{ overflowWrap: 'anywhere' }}>
              <span>
                {`${slash(r.schedule_date)} ${r.slot_label} → `}
                {r.wanted_date ? `${slash(r.wanted_date)} ${r.wanted_slot_label ?? ''}` : label('wantedNone')}
                {r.note ? <Typography.Text type="secondary">{` ${r.note}`}</Typography.Text> : null}
              </span>
              <Tag color={r.status === 'open' ? 'processing' : 'default'}>
                {t(`scheduling.rebookingRequest.status.${r.status}`)}
              </Tag>
            </List.Item>
          )}
        />
      )}
    </section>
  );
}
