// What the page's CSP refuses from the libraries it uses, done the way the CSP allows:
// - antd's Modal and Drawer lock the page's scroll with a <style> that @rc-component/portal adds to
//   <head> without the ConfigProvider's nonce (ant-design/ant-design#53032): a <style> added to
//   <head> without a nonce gets the page's;
// - antd's TextArea with autoSize measures its text in a hidden textarea styled by
//   setAttribute('style', …), an inline style attribute: setAttribute('style') writes the same
//   declarations through the CSSOM (style.cssText), which the CSP leaves to scripts.
export function applyCspShims(nonce: string | undefined): void {
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

  const setAttribute = Element.prototype.setAttribute;
  Element.prototype.setAttribute = function (this: Element, name: string, value: string): void {
    if (name.toLowerCase() === 'style' && (this instanceof HTMLElement || this instanceof SVGElement)) {
      this.style.cssText = value;
      return;
    }
    setAttribute.call(this, name, value);
  };
}
