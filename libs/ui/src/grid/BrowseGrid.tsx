import type { ColDef, SortChangedEvent } from 'ag-grid-community';
import { AgGridReact } from 'ag-grid-react';
import { useMemo } from 'react';
import { cspNonce } from '../csp/csp-nonce';
import type { OrderBy } from '../state/browse-state';
import { usePhone } from '../theme/touch-target';
import { GRID_THEME_CLASSES, installGridTheme } from './grid-theme';
import { registerGridModules } from './register';

registerGridModules();

export type BrowseGridProps<Row> = {
  rows: Row[];
  columns: ColDef<Row>[];
  onOrder: (orderBy: OrderBy[]) => void;
  onSelect: (rows: Row[]) => void;
  // rows are ticked with checkboxes, several at once (a batch action of the toolbar)
  multiple?: boolean;
  // what cell renderers may use (their params.context): the Browse page's BrowseGridContext
  context?: unknown;
};

const SINGLE = { mode: 'singleRow', checkboxes: false, enableClickSelection: true } as const;
const MULTIPLE = { mode: 'multiRow', checkboxes: true, headerCheckbox: true, enableClickSelection: false } as const;
// On a phone a row holds a 44 px touch target (a cell's link, SPEC §9) above its 1 px border; on a wider
// screen the theme's dense rows stay.
const PHONE_ROW_HEIGHT = 46;
const FILL = { height: '100%', width: '100%' } as const;

// The grid only shows rows; paging and ordering are the server's (doBrowse), so sorting is reported
// back instead of done locally. It fills the Browse page's grid container, which holds its place.
export function BrowseGrid<Row>({ rows, columns, onOrder, onSelect, multiple = false, context }: BrowseGridProps<Row>) {
  installGridTheme();
  const phone = usePhone();
  const defaultColDef = useMemo<ColDef<Row>>(() => ({ sortable: true, resizable: true, comparator: () => 0 }), []);
  const onSortChanged = (e: SortChangedEvent<Row>) =>
    onOrder(
      e.api
        .getColumnState()
        .filter((c) => c.sort)
        .sort((a, b) => (a.sortIndex ?? 0) - (b.sortIndex ?? 0))
        .map((c) => ({ column: c.colId, direction: c.sort === 'desc' ? 'desc' : 'asc' })),
    );
  return (
    <div className={GRID_THEME_CLASSES.outer} style={FILL}>
      <div className={GRID_THEME_CLASSES.inner} style={FILL}>
        <AgGridReact<Row>
          rowData={rows}
          columnDefs={columns}
          defaultColDef={defaultColDef}
          onSortChanged={onSortChanged}
          rowSelection={multiple ? MULTIPLE : SINGLE}
          onSelectionChanged={(e) => onSelect(e.api.getSelectedRows())}
          context={context}
          rowHeight={phone ? PHONE_ROW_HEIGHT : undefined}
          suppressNoRowsOverlay
          theme="legacy"
          styleNonce={cspNonce()}
        />
      </div>
    </div>
  );
}
