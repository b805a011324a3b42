import { Modal, type ModalProps } from 'antd';

// SPEC §9: dialogs are at most 500 px wide (narrower on a phone).
export const DIALOG_MAX_WIDTH = 500;

export function AppDialog(props: ModalProps) {
  return <Modal {...props} width="min(500px, calc(100vw - 32px))" />;
}
