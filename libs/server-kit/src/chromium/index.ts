// The system Chromium as this project runs it headless: the PDF renderer, the browser tests and the
// web benchmarks. No sandbox (containers, root), no GPU, nothing fetched in the background.
export const DEFAULT_CHROMIUM_PATH = '/usr/bin/chromium';
export const CHROMIUM_FLAGS: readonly string[] = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
];
