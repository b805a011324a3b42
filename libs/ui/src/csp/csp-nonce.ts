// The nonce the hosting wrote into this page's index.html for its Content-Security-Policy: inline
// <style> elements run only with it (antd's and ag-grid's CSS-in-JS add theirs at run time). Read
// from the element's nonce property: the browser hides the attribute once the page has loaded.
export function cspNonce(): string | undefined {
  return document.querySelector<HTMLMetaElement>('meta[name="csp-nonce"]')?.nonce || undefined;
}
