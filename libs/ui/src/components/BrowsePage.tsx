import type { ApiInput, ApiName } from '@school/contracts';
import type { ColDef } from 'ag-grid-community';
import { Button, Card, Empty, Input, Pagination, Result, Skeleton, Space, Spin } from 'antd';
import {
  lazy,
  Suspense,
  useCallback,
  useEffect,
  useMemo,
  useReducer,
  useRef,
  useState,
  type CSSProperties,
  type ReactElement,
  type ReactNode,
} from 'react';
import { useTranslation } from 'react-i18next';
import type { ApiNameReadAs } from '../api/api-client';
import { isApiError } from '../api/api-error';
import type { BrowseGridProps } from '../grid/BrowseGrid';
import {
  browseInput,
  browseReducer,
  hasNextPage,
  initialBrowseState,
  pageSizeChoices,
  type BrowseInput,
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

// The list APIs (<SCREEN>_doBrowse): their input is searchInfo, orderBy and pagination.
type ListApi = { [N in ApiName]: ApiInput<N> extends BrowseInput ? N : never }[ApiName];
// A list API whose pages hold rows of type Row.
export type BrowseApi<Row> = Extract<ApiNameReadAs<BrowseOutput<Row>>, ListApi>;
// The searchInfo an API takes: its fixed filters (e.g. M20301's _course_type) and search fields.
export type BrowseSearchOf<N extends ApiName> = ApiInput<N> extends { searchInfo: infer S extends SearchInfo } ? S : never;

// Rows a screen takes off the list at once while a call about them runs (a dismissed alert): they come
// back where they were if the call fails, whose error the API client has shown. Answers whether it succeeded.
export type RemoveWhile<Row> = (rows: Row[], call: () => Promise<unknown>) => Promise<boolean>;
// What the grid's cell renderers get as params.context.
export type BrowseGridContext<Row> = { removeWhile: RemoveWhile<Row> };
// What the toolbar sees and can do: the list as shown, the ticked rows, removeWhile.
export type BrowseList<Row> = {
  searchInfo: SearchInfo;
  orderBy: OrderBy[];
  rows: Row[];
  selected: Row[];
  removeWhile: RemoveWhile<Row>;
};

type Props<Row, N extends BrowseApi<Row>> = {
  api: N;
  titleKey: string;
  columns: ColDef<Row>[];
  initialSearch?: BrowseSearchOf<N>;
  // a function gets what the list shows (e.g. a CSV export of the same search, filters and order)
  toolbar?: ReactNode | ((shown: BrowseList<Row>) => ReactNode);
  // filter inputs beside the search box; apply merges into searchInfo and reloads from page 1
  filters?: (f: { searchInfo: SearchInfo; apply: (patch: SearchInfo) => void }) => ReactNode;
  // the list grows with a "more" button instead of page links (phones)
  appendPages?: boolean;
  // what a failed read says, when the screen has its own text (SPEC §8 'Error when getting teacher list')
  errorKey?: string;
  // rows are ticked with checkboxes for a toolbar's batch action (BrowseList.selected)
  selectable?: boolean;
};

const GRID_STYLE: CSSProperties = { position: 'relative', height: 'min(70vh, 900px)', width: '100%' };
const OVERLAY_STYLE: CSSProperties = {
  position: 'absolute',
  inset: 0,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  background: 'rgba(255, 255, 255, 0.75)',
  zIndex: 1,
};

// A generic list page (SPEC §3/§4): searchInfo, orderBy and pagination go to the screen's doBrowse API.
// The toolbar, the search, the grid and the paging stay mounted in every browse state: loading, an
// empty list and an error show over the grid, so nothing a person is about to click is rendered anew
// or moves while rows load.
export function BrowsePage<Row, N extends BrowseApi<Row>>({
  api,
  titleKey,
  columns,
  initialSearch,
  toolbar,
  filters,
  appendPages = false,
  errorKey = 'ui.browse.error',
  selectable = false,
}: Props<Row, N>) {
  const { t } = useTranslation();
  const client = useApi();
  const [state, dispatch] = useReducer(browseReducer<Row>, initialSearch ?? {}, (s: SearchInfo) => initialBrowseState<Row>(s));
  const [keyword, setKeyword] = useState(typeof initialSearch?.search === 'string' ? initialSearch.search : '');

  const fetchPage = useCallback(
    async (snapshot: BrowseState<Row>) => {
      try {
        const output = await client.callAssembled<BrowseOutput<Row>>(api, browseInput(snapshot));
        dispatch({ type: 'loaded', seq: snapshot.seq, output });
      } catch (e) {
        if (isApiError(e) && e.aborted) return;
        dispatch({ type: 'failed', seq: snapshot.seq });
      }
    },
    [client, api],
  );

  // Every request starts from the state that asked for it (its seq), once per seq.
  useEffect(() => {
    if (state.status === 'loading' || state.status === 'loading_nextPage') void fetchPage(state);
  }, [state.seq]);

  useEffect(() => dispatch({ type: 'load', page: 1 }), []);

  const current = useRef(state);
  current.current = state;
  const removeWhile = useCallback<RemoveWhile<Row>>(async (rows, call) => {
    const { rows: shown, seq } = current.current;
    const at = rows.map((row) => ({ row, index: shown.indexOf(row) })).filter((r) => r.index >= 0);
    dispatch({ type: 'remove', rows });
    try {
      await call();
      return true;
    } catch {
      dispatch({ type: 'restore', seq, rows: at });
      return false;
    }
  }, []);
  const gridContext = useMemo<BrowseGridContext<Row>>(() => ({ removeWhile }), [removeWhile]);

  const { status, pagination } = state;
  const apply = (patch: SearchInfo) => {
    dispatch({ type: 'search', searchInfo: { ...state.searchInfo, ...patch } });
    dispatch({ type: 'load', page: 1 });
  };
  // a first page being read shows no rows of the search before
  const reading = status === 'init' || status === 'loading';
  const overlay = reading ? (
    <Spin />
  ) : status === 'noData' ? (
    <Empty description={t('ui.browse.noData')} data-testid="browse-empty" />
  ) : status === 'error' ? (
    <Result
      status="error"
      title={t(errorKey)}
      extra={<Button onClick={() => dispatch({ type: 'load' })}>{t('ui.common.retry')}</Button>}
      data-testid="browse-error"
    />
  ) : null;
  return (
    <Card
      title={t(titleKey)}
      extra={
        typeof toolbar === 'function'
          ? toolbar({
              searchInfo: state.searchInfo,
              orderBy: state.orderBy,
              rows: reading ? [] : state.rows,
              selected: state.selected,
              removeWhile,
            })
          : toolbar
      }
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
        <div style={GRID_STYLE} data-testid="browse-grid" data-status={status}>
          <Suspense fallback={<Skeleton active />}>
            <BrowseGrid<Row>
              rows={reading ? [] : state.rows}
              columns={columns}
              onOrder={(orderBy) => {
                dispatch({ type: 'order', orderBy });
                dispatch({ type: 'load', page: 1 });
              }}
              onSelect={(rows) => dispatch({ type: 'select', rows })}
              multiple={selectable}
              context={gridContext}
            />
          </Suspense>
          {overlay ? <div style={OVERLAY_STYLE}>{overlay}</div> : null}
        </div>
        {appendPages ? (
          <Button
            onClick={() => dispatch({ type: 'nextPage' })}
            disabled={!hasNextPage(state)}
            loading={status === 'loading_nextPage'}
            data-testid="browse-more"
          >
            {status === 'error_nextPage' ? t('ui.common.retry') : t('ui.browse.more')}
          </Button>
        ) : (
          <Pagination
            current={pagination.current_page}
            pageSize={pagination.per_page}
            total={pagination.total}
            disabled={status !== 'loaded'}
            showSizeChanger
            pageSizeOptions={pageSizeChoices(pagination.per_page)}
            showTotal={(total) => t('ui.browse.total', { total })}
            onChange={(page, perPage) => {
              if (perPage !== pagination.per_page) dispatch({ type: 'pageSize', perPage });
              dispatch({ type: 'load', page: perPage !== pagination.per_page ? 1 : page });
            }}
          />
        )}
      </Space>
    </Card>
  );
}
