import { ClientSideRowModelModule, ColumnApiModule, ModuleRegistry, RowSelectionModule } from 'ag-grid-community';

// ag-grid modules are registered once, here (STYLE: Known traps): only those BrowseGrid uses (the core
// with sorting, resizing and flex; row selection; getColumnState). ag-grid is not a shared module, so the
// build keeps only these of it (a phone's blocking time: docs/benchmarks.md); a grid option of another
// module logs ag-grid's error #200 naming it. This module is reached only through the lazily loaded grid,
// so the grid stays out of the login screen's JS.
export const GRID_MODULES = [ClientSideRowModelModule, RowSelectionModule, ColumnApiModule];

let registered = false;

export function registerGridModules(): void {
  if (registered) return;
  ModuleRegistry.registerModules(GRID_MODULES);
  registered = true;
}
