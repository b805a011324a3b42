import { Modal, type ModalProps } from 'antd';

// SPEC §9: dialogs are at most 500 px wide (narrower on a phone). Its buttons and the corner × take
// the theme's control height: 44 × 44 px touch targets on a phone (PHONE_THEME).
export const DIALOG_MAX_WIDTH = 500;

export function AppDialog(props: ModalProps) {
  return <Modal {...props} width="min(500px, calc(100vw - 32px))" />;
}
