// @school/ui's entry point for the signed-out pages (shell/src/signed-out): what they use of the kit
// without antd, the rest of the kit or the whole contracts. Not a shared module: the painted pages'
// own entry holds a copy of these, so what must outlive the hand-over to the app lives in the page
// (the notices on globalThis, the session flag in localStorage).
export { ApiClient } from './api/api-client';
export { isApiError } from './api/api-error';
export { createFailureHandler } from './api/api-effects';
export { noticeStore, takeNotices, type Notice } from './state/notices';
export { LOGGED_FLAG_KEY } from './state/session';
export { ServicesContext, useApi, type Services } from './components/ServicesContext';
export { changeTexts, initTexts, storedLocale, textOptions } from './i18n/texts';
export { cspNonce } from './csp/csp-nonce';
