import type { SupportListItem, SupportView } from '@school/contracts';
import { buildPath, findRoute, isApiError, useApi } from '@school/ui';
import { RichTextView } from '@school/ui/screens';
import { App, Card, Empty, List, Result, Skeleton, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';

type Loaded<T> = { state: 'loading' } | { state: 'failed' } | { state: 'loaded'; data: T };

const viewPath = (no: number) => buildPath(findRoute('C00103')?.path ?? '', { support_no: no });

// Reads once per mounted page; a failure is the screen's to show (SPEC §8 help fetch failure), but a
// lost session still goes through the client's catalogue (logout).
function useLoad<T>(load: () => Promise<T>, deps: readonly unknown[]): Loaded<T> {
  const api = useApi();
  const { message } = App.useApp();
  const { t } = useTranslation();
  const [loaded, setLoaded] = useState<Loaded<T>>({ state: 'loading' });
  useEffect(() => {
    let live = true;
    setLoaded({ state: 'loading' });
    load()
      .then((data) => live && setLoaded({ state: 'loaded', data }))
      .catch((e: unknown) => {
        if (!live || (isApiError(e) && e.aborted)) return;
        if (isApiError(e) && (e.status === 401 || e.status === 403)) api.report(e);
        else void message.error(t('support.view.loadFailed'));
        setLoaded({ state: 'failed' });
      });
    return () => {
      live = false;
    };
  }, deps);
  return loaded;
}

function SupportPage({ supportNo }: { supportNo: number }) {
  const { t, i18n } = useTranslation();
  const api = useApi();
  const page = useLoad<SupportView>(
    () => api.call('C00103_getSupport', { support_no: supportNo }, { handleErrors: false }),
    [supportNo],
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
          title={t(page.state === 'failed' ? 'support.view.loadFailed' : 'support.view.unavailable')}
          subTitle={page.state === 'failed' ? t('support.view.unavailable') : undefined}
          data-testid="c00103-unavailable"
        />
      </Card>
    );
  const help = page.data;
  return (
    <Card title={help.title} data-testid="c00103-page">
      <RichTextView html={help.content} testId="c00103-content" />
      {help.file_json.length ? (
        <List
          header={t('support.view.attachments')}
          size="small"
          dataSource={help.file_json}
          renderItem={(f) => (
            <List.Item>
              <a href={`${api.apiUrl}${f.src}`} target="_blank" rel="noopener noreferrer">
                {f.name}
              </a>
            </List.Item>
          )}
        />
      ) : null}
      <Typography.Text type="secondary">
        {t('support.view.updatedAt', {
          date: new Date(help.updated_at).toLocaleString(i18n.language, { timeZone: 'Asia/Tokyo' }),
        })}
      </Typography.Text>
    </Card>
  );
}

function SupportList() {
  const { t } = useTranslation();
  const api = useApi();
  const list = useLoad<SupportListItem[]>(() => api.call('C00103_getSupportList', {}, { handleErrors: false }), []);
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
              <Link to={viewPath(item.support_no)}>{item.title}</Link>
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
