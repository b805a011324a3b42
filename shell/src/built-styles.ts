// antd's styles of the first signed-in screens, written by the build into a CSS file the page names
// (link[data-antd-styles]: shell/src/prerender/antd-styles.tsx, tools/federation/prerender-plugin.mjs).
// Applied before antd's first render: antd reads once, at its first style, which styles the page's
// CSS holds, and builds and inserts only the others. Resolves when the file is applied or failed
// (antd then builds them all, as without it).
export function applyBuiltStyles(): Promise<void> {
  const named = document.querySelector<HTMLLinkElement>('link[data-antd-styles]');
  if (!named) return Promise.resolve();
  const sheet = document.createElement('link');
  sheet.rel = 'stylesheet';
  sheet.href = named.href;
  const applied = new Promise<void>((resolve) => {
    sheet.onload = () => resolve();
    sheet.onerror = () => resolve();
  });
  document.head.append(sheet);
  return applied;
}
