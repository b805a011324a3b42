import { AllCommunityModule, ModuleRegistry } from 'ag-grid-community';

// ag-grid modules are registered once, here, for every portal (STYLE: Known traps). This module is
// reached only through the lazily loaded grid, so the grid stays out of the login screen's JS.
let registered = false;

export function registerGridModules(): void {
  if (registered) return;
  ModuleRegistry.registerModules([AllCommunityModule]);
  registered = true;
}
