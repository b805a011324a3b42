// antd's Modal and Drawer lock the page's scroll with a <style> that @rc-component/portal adds to
// <head> without the ConfigProvider's nonce (ant-design/ant-design#53032), so the CSP refuses it:
// a <style> added to <head> without a nonce gets the page's.
export function nonceForHeadStyles(nonce: string | undefined): void {
  if (!nonce) return;
  const head = document.head;
  const withNonce = <T extends Node>(node: T): T => {
    if (node instanceof HTMLStyleElement && !node.nonce) node.nonce = nonce;
    return node;
  };
  const appendChild = head.appendChild.bind(head);
  const insertBefore = head.insertBefore.bind(head);
  head.appendChild = <T extends Node>(node: T): T => appendChild(withNonce(node));
  head.insertBefore = <T extends Node>(node: T, child: Node | null): T => insertBefore(withNonce(node), child);
}
