import { cspNonce } from '../csp/csp-nonce';
import { AG_GRID_THEME } from './ag-grid-theme.generated';

// ag-grid's default theme (Quartz) as the CSS its Theming API would build and insert as the first grid
// starts, written at build time (tools/build/ag-grid-theme-css.mjs): the grid runs with `theme: 'legacy'`
// and builds none (a phone's blocking time on a Browse page: docs/benchmarks.md). Inserted once, where
// ag-grid inserts its own (the head's start, before antd's), so the cascade is the same.
let installed = false;

export function installGridTheme(): void {
  if (installed) return;
  installed = true;
  const style = document.createElement('style');
  const nonce = cspNonce();
  if (nonce) style.setAttribute('nonce', nonce);
  style.dataset.agGridTheme = '';
  style.textContent = AG_GRID_THEME.css;
  document.head.insertBefore(style, document.head.querySelector(':not(title, meta)'));
}

// The classes ag-grid gives its wrappers for the theme (inherited parameters outside, parts and
// parameters inside); with `theme: 'legacy'` the grid inherits them from these ancestors.
export const GRID_THEME_CLASSES = { outer: AG_GRID_THEME.inheritClass, inner: AG_GRID_THEME.themeClass } as const;
