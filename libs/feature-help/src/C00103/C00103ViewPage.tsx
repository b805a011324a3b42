import { type SupportListItem, type SupportView, buildPath, findRoute } from '@school/contracts';
import { TOUCH_TARGET, useApi, usePhone, useScreenLoad } from '@school/ui';
import { Link, useParams } from '@school/ui/router';
import { RichTextView, AttachmentList } from '@school/ui/screens';
import { Card, Empty, List, Result, Skeleton, Typography } from 'antd';
import { useTranslation } from 'react-i18next';

const viewPath = (no: number) => buildPath(findRoute('C00103')?.path ?? '', { support_no: no });

function SupportPage({ supportNo }: { supportNo: number }) {
  const { t, i18n } = useTranslation();
  const api = useApi();
  const page = useScreenLoad<SupportView>(
    () => api.call('C00103_getSupport', { support_no: supportNo }, { handleErrors: false }),
    [supportNo],
    'support.view.loadFailed',
  );

  if (page.state === 'loading')
    return (
      <Card title={t('route.C00103')}>
        <Skeleton active />
      </Card>
    );
  // Failed or not for this reader: the help is marked unavailable.
  if (page.state === 'failed' || !page.data.available)
    return (
      <Card title={t('route.C00103')}>
        <Result
          status="warning"
          title={page.state === 'failed' ? t('support.view.loadFailed') : page.data.message}
          subTitle={page.state === 'failed' ? t('support.view.unavailable') : undefined}
          data-testid="c00103-unavailable"
        />
      </Card>
    );
  const help = page.data;
  return (
    <Card title={help.title} data-testid="c00103-page">
      <RichTextView html={help.content} testId="c00103-content" />
      <AttachmentList files={help.file_json} header={t('support.view.attachments')} />
      <Typography.Text type="secondary">
        {t('support.view.updatedAt', {
          date: new Date(help.updated_at).toLocaleString(i18n.language, { timeZone: 'Asia/Tokyo' }),
        })}
      </Typography.Text>
    </Card>
  );
}

// The help pages the reader may see, each a link: a touch target on a phone (SPEC §9), the desktop's
// list stays dense.
function SupportList() {
  const { t } = useTranslation();
  const api = useApi();
  const phone = usePhone();
  const list = useScreenLoad<SupportListItem[]>(
    () => api.call('C00103_getSupportList', {}, { handleErrors: false }),
    [],
    'support.view.loadFailed',
  );
  if (list.state === 'loading')
    return (
      <Card title={t('route.C00103')}>
        <Skeleton active />
      </Card>
    );
  if (list.state === 'failed')
    return (
      <Card title={t('route.C00103')}>
        <Result status="warning" title={t('support.view.loadFailed')} data-testid="c00103-unavailable" />
      </Card>
    );
  return (
    <Card title={t('route.C00103')}>
      {list.data.length ? (
        <List
          header={t('support.view.choose')}
          dataSource={list.data}
          renderItem={(item) => (
            <List.Item>
              <Link to={viewPath(item.support_no)} style={phone ? TOUCH_TARGET : undefined}>
                {item.title}
              </Link>
            </List.Item>
          )}
        />
      ) : (
        <Empty description={t('support.view.none')} />
      )}
    </Card>
  );
}

// C00103 help (/C00103/view/{support_no?}): one help page with its attachments, or the pages the
// reader may see. A page that cannot be fetched shows 'ヘルプの取得に失敗しました' and is marked
// unavailable.
export function C00103ViewPage() {
  const param = useParams().support_no;
  const supportNo = Number(param);
  return param && Number.isInteger(supportNo) && supportNo > 0 ? (
    <SupportPage key={supportNo} supportNo={supportNo} />
  ) : (
    <SupportList />
  );
}
