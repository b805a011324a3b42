import type { ModalProps } from 'antd';
import { lazy, Suspense, useState } from 'react';

// antd's Modal is fetched when a dialog first opens, not with the first screen (issue 26: no dialog is
// open at the first paint).
const Modal = lazy(() => import('antd/es/modal'));

// SPEC §9: dialogs are at most 500 px wide (narrower on a phone). Its buttons and the corner × take
// the theme's control height: 44 × 44 px touch targets on a phone (PHONE_THEME).
export const DIALOG_MAX_WIDTH = 500;

export function AppDialog(props: ModalProps) {
  // nothing until it first opens; then antd's Modal, which keeps a closed dialog as antd does
  const [opened, setOpened] = useState(Boolean(props.open));
  if (props.open && !opened) setOpened(true);
  if (!opened) return null;
  return (
    <Suspense fallback={null}>
      <Modal {...props} width="min(500px, calc(100vw - 32px))" />
    </Suspense>
  );
}
