import type { T0010Column, T0010Filter, T0010Row } from '@school/contracts';
import { useApi, useScreenLoad } from '@school/ui';
import { BrowsePage } from '@school/ui/screens';
import type { ColDef } from 'ag-grid-community';
import { Result, Select, Skeleton } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

const ALL = '';

type Definitions = { columns: T0010Column[]; filters: T0010Filter[] };

// The sample pages (SPEC §2 T0010List, T0010Table): the one generic list page, whose columns and
// filters come from the optional definition calls (SPEC §7). The list grows with the "more" button;
// the table pages with page links.
export function T0010BrowsePage({ form }: { form: 'list' | 'table' }) {
  const { t } = useTranslation();
  const api = useApi();
  const definitions = useScreenLoad<Definitions>(
    async () => {
      const [columns, filters] = await api.batch([
        { api: 'T0010_getColumns', input: {} },
        { api: 'T0010_getFilters', input: {} },
      ] as const);
      return { columns: columns.columns, filters: filters.filters };
    },
    [],
    'staff.t0010.definitionsFailed',
  );
  const loaded = definitions.state === 'loaded' ? definitions.data : null;
  const columns = useMemo<ColDef<T0010Row>[]>(
    () =>
      (loaded?.columns ?? []).map(({ field, titleKey, sortable, width }) => ({
        field,
        headerName: t(titleKey),
        sortable,
        width,
        valueFormatter: field === 'category' ? (p) => t(`staff.t0010.category.${String(p.value)}`) : undefined,
      })),
    [loaded, t],
  );
  if (definitions.state === 'failed') return <Result status="error" title={t('staff.t0010.definitionsFailed')} />;
  if (!loaded) return <Skeleton active />;
  return (
    <div data-testid={`t0010-${form}`}>
      <BrowsePage
        api="T0010_doBrowse"
        titleKey={form === 'list' ? 'route.T0010List' : 'route.T0010Table'}
        columns={columns}
        appendPages={form === 'list'}
        filters={({ searchInfo, apply }) =>
          loaded.filters.map((filter) => (
            <Select
              key={filter.key}
              style={{ minWidth: 160 }}
              value={(searchInfo[filter.key] as number | undefined) ?? ALL}
              options={[
                { value: ALL, label: t('staff.t0010.allCategories') },
                ...filter.options.map((o) => ({ value: o.value, label: t(o.labelKey) })),
              ]}
              onChange={(value) => apply({ [filter.key]: value })}
              aria-label={t(filter.titleKey)}
              data-testid={`t0010-filter-${filter.key}`}
            />
          ))
        }
      />
    </div>
  );
}
