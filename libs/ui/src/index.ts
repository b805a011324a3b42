// @school/ui: the React pieces every app shares (a Module Federation singleton), light enough to load
// with the login screen. What only screens use (pages, fields, pickers, the grid) is @school/ui/screens,
// the terms checkbox @school/ui/parts.
export * from './routes/types';
export * from './api/failure-policy';
export * from './api/api-error';
export * from './api/api-client';
export * from './api/api-effects';
export * from './state/store';
export * from './state/notices';
export * from './state/session';
export * from './state/browse-state';
export * from './state/edit-state';
export * from './i18n/setup';
export * from './i18n/antd-locale';
export * from './csp/csp-nonce';
export * from './theme/app-theme';
export * from './theme/media-query';
export * from './theme/reduced-motion';
export * from './theme/touch-target';
export * from './hooks/long-press';
export * from './hooks/useLongPress';
export * from './hooks/useUnsavedChangesPrompt';
export * from './hooks/useKeptPlace';
export * from './components/useOpenMeeting';
export * from './components/LessonChatLink';
export * from './components/LoadFailed';
// a hook over one API call: the student's and teacher's first screens name subjects without the screens' kit
export * from './components/useSubjectOptions';
export * from './components/useCenterOptions';
// a screen's read and its day tabs: the board shows its first day with the core kit only, its pickers
// after that first paint, the screens' kit when a distribute starts (issue 26)
export * from './components/useScreenLoad';
export * from './components/AppTabs';
export * from './components/ServicesContext';
export * from './components/AppDialog';
export * from './hooks/useNotices';
export * from './components/FieldErrorText';
export * from './components/RelativeTimeText';
export * from './components/ContrastText';
export * from './live/backoff';
export * from './live/live-socket';
export * from './live/useLiveChannels';
