import { ConfigProvider, Tabs, type TabsProps } from 'antd';
import { useContext, useLayoutEffect, useRef } from 'react';

// antd's Tabs for every screen. When the tabs overflow, antd puts its "more" button (a dropdown of
// the hidden tabs) inside the role="tablist" element, whose children may only be tabs (axe
// aria-required-children, critical). That button only repeats the tablist for a pointer: the
// tablist itself takes the arrow keys and scrolls the focused tab into view. So it is kept out of
// the accessibility tree and the tab order, for antd re-renders included.
export function AppTabs(props: TabsProps) {
  const { getPrefixCls } = useContext(ConfigProvider.ConfigContext);
  const operations = `.${getPrefixCls('tabs', props.prefixCls)}-nav-operations`;
  const ref = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    const root = ref.current;
    if (!root) return;
    const hide = () =>
      root.querySelectorAll(operations).forEach((node) => {
        node.setAttribute('aria-hidden', 'true');
        node.querySelectorAll('button').forEach((button) => button.setAttribute('tabindex', '-1'));
      });
    hide();
    const observer = new MutationObserver(hide);
    observer.observe(root, { childList: true, subtree: true });
    return () => observer.disconnect();
  }, [operations]);
  return (
    <div ref={ref}>
      <Tabs {...props} />
    </div>
  );
}
