import type { MenuProps } from 'antd';
import { cloneElement, lazy, Suspense, useState, type MouseEvent, type ReactElement } from 'react';

// antd's Dropdown (with its Menu's trigger, overflow and motion: 4 requests, ≈ 36 KB before C21101 on
// a phone) is fetched when a header menu is first opened, not with every screen's first paint (issue 26).
const Dropdown = lazy(() => import('antd/es/dropdown'));

type Props = {
  menu: MenuProps;
  onOpenChange?: (open: boolean) => void;
  // the button that opens the menu, drawn alone until then
  children: ReactElement<{ onClick?: (event: MouseEvent) => void }>;
};

// A menu of the header opened by a click on its button.
export function HeaderMenu({ menu, onOpenChange, children }: Props) {
  const [open, setOpen] = useState(false);
  const [used, setUsed] = useState(false);
  const change = (next: boolean) => {
    setOpen(next);
    onOpenChange?.(next);
  };
  if (!used)
    return cloneElement(children, {
      onClick: () => {
        setUsed(true);
        change(true);
      },
    });
  return (
    <Suspense fallback={children}>
      <Dropdown trigger={['click']} menu={menu} open={open} onOpenChange={change}>
        {children}
      </Dropdown>
    </Suspense>
  );
}
