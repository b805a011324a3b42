import { pushNotice } from '../state/notices';
import type { FailureAction } from './failure-policy';

export type FailureEffects = {
  logout: () => void;
  navigate: (path: string) => void;
  reload: () => void;
  debugUrl: (requestId: string | undefined) => string | undefined;
};

// Carries out a decision of decideFailure (SPEC §8); the texts come from the catalogues.
export function createFailureHandler(effects: FailureEffects): (action: FailureAction) => void {
  let loggingOut = false;
  return (action) => {
    switch (action.kind) {
      case 'ignore':
        return;
      case 'fieldErrors':
        pushNotice({ type: 'message', level: 'warning', messageKey: 'error.validation' });
        return;
      case 'notify':
        pushNotice({ type: 'message', level: 'error', messageKey: action.messageKey, params: action.params });
        return;
      case 'logout':
        // several calls may fail with 401 at once: one logout, one notice
        if (loggingOut) return;
        loggingOut = true;
        pushNotice({ type: 'message', level: 'warning', messageKey: action.messageKey });
        effects.logout();
        setTimeout(() => (loggingOut = false), 1000);
        return;
      case 'notFound':
        pushNotice({ type: 'message', level: 'error', messageKey: action.messageKey });
        effects.navigate('/404');
        return;
      case 'reload':
        pushNotice({ type: 'message', level: 'warning', messageKey: action.messageKey, durationS: action.delayMs / 1000 });
        setTimeout(effects.reload, action.delayMs);
        return;
      case 'conflict':
        pushNotice({ type: 'dialog', level: 'warning', titleKey: 'common.confirmTitle', messageKey: action.messageKey });
        return;
      case 'batchFailed':
        pushNotice({
          type: 'dialog',
          level: 'error',
          titleKey: 'api.systemErrorTitle',
          messageKey: action.messageKey,
          lines: action.actionErrors.map((e) => `${e.api}: ${e.message}`),
        });
        return;
      case 'system':
        pushNotice({
          type: 'dialog',
          level: 'error',
          titleKey: action.titleKey,
          messageKey: action.messageKey,
          openUrl: action.offerDebug ? effects.debugUrl(action.requestId) : undefined,
        });
        return;
      case 'network':
      case 'nonJson':
        pushNotice({ type: 'message', level: 'error', messageKey: action.messageKey });
        return;
    }
  };
}
