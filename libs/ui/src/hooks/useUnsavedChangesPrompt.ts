import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useBlocker } from '../router';
import { useNotices } from './useNotices';

// SPEC §2/§5: leaving a screen with unsaved changes asks first; with blockRefresh the browser's own
// prompt also guards reload and tab close.
export function useUnsavedChangesPrompt(dirty: boolean, { blockRefresh = true }: { blockRefresh?: boolean } = {}): void {
  const { t } = useTranslation();
  const { modal } = useNotices();
  const blocker = useBlocker(({ currentLocation, nextLocation }) => dirty && currentLocation.pathname !== nextLocation.pathname);

  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    const dialog = modal.confirm({
      title: t('common.confirmTitle'),
      content: t('confirm.unsavedChanges'),
      okText: t('common.yes'),
      cancelText: t('common.no'),
      width: 'min(500px, calc(100vw - 32px))',
      onOk: () => blocker.proceed(),
      onCancel: () => blocker.reset(),
    });
    return () => dialog.destroy();
  }, [blocker, modal, t]);

  useEffect(() => {
    if (!dirty || !blockRefresh) return;
    const onBeforeUnload = (e: BeforeUnloadEvent) => {
      e.preventDefault();
      // older browsers need returnValue set to show the prompt
      e.returnValue = '';
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [dirty, blockRefresh]);
}
