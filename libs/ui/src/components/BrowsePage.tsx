import type { ColDef } from 'ag-grid-community';
import { Button, Card, Empty, Input, Pagination, Result, Skeleton, Space } from 'antd';
import { lazy, Suspense, useCallback, useEffect, useReducer, useState, type ReactElement, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../api/api-error';
import type { BrowseGridProps } from '../grid/BrowseGrid';
import {
  browseInput,
  browseReducer,
  hasNextPage,
  initialBrowseState,
  pageSizeChoices,
  type BrowseOutput,
  type BrowseState,
  type OrderBy,
  type SearchInfo,
} from '../state/browse-state';
import { useApi } from './ServicesContext';

// The grid (ag-grid) is fetched with the first list page, never before; the cast keeps its row type.
const BrowseGrid = lazy(() => import('../grid/BrowseGrid').then((m) => ({ default: m.BrowseGrid }))) as unknown as <Row>(
  props: BrowseGridProps<Row>,
) => ReactElement;

type Props<Row> = {
  screenId: string;
  titleKey: string;
  columns: ColDef<Row>[];
  initialSearch?: SearchInfo;
  // defaults to `${screenId}_doBrowse`
  api?: string;
  // a function gets what the list shows (e.g. a CSV export of the same search, filters and order)
  toolbar?: ReactNode | ((shown: { searchInfo: SearchInfo; orderBy: OrderBy[] }) => ReactNode);
  // filter inputs beside the search box; apply merges into searchInfo and reloads from page 1
  filters?: (f: { searchInfo: SearchInfo; apply: (patch: SearchInfo) => void }) => ReactNode;
  // the list grows with a "more" button instead of page links (phones)
  appendPages?: boolean;
};

// A generic list page (SPEC §3/§4): searchInfo, orderBy and pagination go to <SCREEN>_doBrowse; the
// browse states decide what shows: a skeleton, the grid, an empty state or an error with retry.
export function BrowsePage<Row>({
  screenId,
  titleKey,
  columns,
  initialSearch = {},
  api,
  toolbar,
  filters,
  appendPages = false,
}: Props<Row>) {
  const { t } = useTranslation();
  const client = useApi();
  const [state, dispatch] = useReducer(browseReducer<Row>, initialSearch, (s: SearchInfo) => initialBrowseState<Row>(s));
  const [keyword, setKeyword] = useState(typeof initialSearch.search === 'string' ? initialSearch.search : '');

  const fetchPage = useCallback(
    async (snapshot: BrowseState<Row>) => {
      try {
        const output = await client.call<BrowseOutput<Row>>(api ?? `${screenId}_doBrowse`, browseInput(snapshot));
        dispatch({ type: 'loaded', seq: snapshot.seq, output });
      } catch (e) {
        if (isApiError(e) && e.aborted) return;
        dispatch({ type: 'failed', seq: snapshot.seq });
      }
    },
    [client, api, screenId],
  );

  // Every request starts from the state that asked for it (its seq), once per seq.
  useEffect(() => {
    if (state.status === 'loading' || state.status === 'loading_nextPage') void fetchPage(state);
  }, [state.seq]);

  useEffect(() => dispatch({ type: 'load', page: 1 }), []);

  const { status, pagination } = state;
  const apply = (patch: SearchInfo) => {
    dispatch({ type: 'search', searchInfo: { ...state.searchInfo, ...patch } });
    dispatch({ type: 'load', page: 1 });
  };
  return (
    <Card
      title={t(titleKey)}
      extra={typeof toolbar === 'function' ? toolbar({ searchInfo: state.searchInfo, orderBy: state.orderBy }) : toolbar}
    >
      <Space direction="vertical" style={{ width: '100%' }}>
        {filters ? <Space wrap>{filters({ searchInfo: state.searchInfo, apply })}</Space> : null}
        <Input.Search
          value={keyword}
          allowClear
          placeholder={t('ui.browse.search')}
          onChange={(e) => setKeyword(e.target.value)}
          onSearch={(search) => {
            dispatch({ type: 'search', searchInfo: { ...state.searchInfo, search } });
            dispatch({ type: 'load', page: 1 });
          }}
        />
        {status === 'init' || status === 'loading' ? <Skeleton active /> : null}
        {status === 'noData' ? <Empty description={t('ui.browse.noData')} data-testid="browse-empty" /> : null}
        {status === 'error' ? (
          <Result
            status="error"
            title={t('ui.browse.error')}
            extra={<Button onClick={() => dispatch({ type: 'load' })}>{t('ui.common.retry')}</Button>}
            data-testid="browse-error"
          />
        ) : null}
        {status === 'loaded' || status === 'loaded_nextPage' || status === 'loading_nextPage' || status === 'error_nextPage' ? (
          <Suspense fallback={<Skeleton active />}>
            <BrowseGrid<Row>
              rows={state.rows}
              columns={columns}
              onOrder={(orderBy) => {
                dispatch({ type: 'order', orderBy });
                dispatch({ type: 'load', page: 1 });
              }}
              onSelect={(row) => dispatch({ type: 'select', row })}
            />
            {appendPages ? (
              <Button
                onClick={() => dispatch({ type: 'nextPage' })}
                disabled={!hasNextPage(state)}
                loading={status === 'loading_nextPage'}
              >
                {status === 'error_nextPage' ? t('ui.common.retry') : t('ui.browse.more')}
              </Button>
            ) : (
              <Pagination
                current={pagination.current_page}
                pageSize={pagination.per_page}
                total={pagination.total}
                showSizeChanger
                pageSizeOptions={pageSizeChoices(pagination.per_page)}
                showTotal={(total) => t('ui.browse.total', { total })}
                onChange={(page, perPage) => {
                  if (perPage !== pagination.per_page) dispatch({ type: 'pageSize', perPage });
                  dispatch({ type: 'load', page: perPage !== pagination.per_page ? 1 : page });
                }}
              />
            )}
          </Suspense>
        ) : null}
      </Space>
    </Card>
  );
}
