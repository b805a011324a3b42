import { theme } from 'antd';
import { useRef, type KeyboardEvent, type ReactNode } from 'react';

export type AppTabItem = { key: string; label: ReactNode };

type Props = {
  items: readonly AppTabItem[];
  activeKey: string;
  onChange: (key: string) => void;
};

// which tab a key moves the focus to (WAI-ARIA tabs: the arrows wrap, Home and End)
const MOVES: Readonly<Record<string, (index: number, count: number) => number>> = {
  ArrowRight: (i, n) => (i + 1) % n,
  ArrowLeft: (i, n) => (i - 1 + n) % n,
  Home: () => 0,
  End: (_, n) => n - 1,
};

// A row of tabs drawn as antd's line tabs are, without antd's Tabs: those measure every tab and the
// ink bar in layout effects as they mount and on each change, forcing the page's style and layout in
// the render that draws them (≈ 0.3 s of a phone's main thread on the board, issue 26). A row too
// long for the screen scrolls sideways. The selected tab is the one in the tab order; the arrows,
// Home and End move the focus along the row and Enter or Space selects (the selection may redraw
// much of the screen, so it waits for the user's choice).
export function AppTabs({ items, activeKey, onChange }: Props) {
  const { token } = theme.useToken();
  const tabs = useRef(new Map<string, HTMLButtonElement>());
  const move = (event: KeyboardEvent, index: number) => {
    const to = MOVES[event.key]?.(index, items.length);
    if (to === undefined) return;
    event.preventDefault();
    tabs.current.get(items[to].key)?.focus();
  };
  return (
    <div
      role="tablist"
      style={{
        display: 'flex',
        gap: token.marginXL,
        overflowX: 'auto',
        marginBottom: token.margin,
        borderBottom: `${token.lineWidth}px solid ${token.colorBorderSecondary}`,
      }}
    >
      {items.map((item, index) => {
        const selected = item.key === activeKey;
        return (
          <button
            key={item.key}
            ref={(node) => {
              if (node) tabs.current.set(item.key, node);
              else tabs.current.delete(item.key);
            }}
            type="button"
            role="tab"
            aria-selected={selected}
            tabIndex={selected ? 0 : -1}
            onClick={() => onChange(item.key)}
            onKeyDown={(event) => move(event, index)}
            style={{
              flex: 'none',
              padding: `${token.paddingSM}px 0`,
              border: 'none',
              background: 'transparent',
              font: 'inherit',
              whiteSpace: 'nowrap',
              cursor: 'pointer',
              color: selected ? token.colorPrimary : token.colorText,
              // antd's ink bar under the selected tab
              boxShadow: selected ? `inset 0 -2px 0 ${token.colorPrimary}` : undefined,
            }}
          >
            {item.label}
          </button>
        );
      })}
    </div>
  );
}
