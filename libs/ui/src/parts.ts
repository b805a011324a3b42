// @school/ui/parts: kit components that only a few screens show, kept out of the core entry every
// screen loads (and with them the antd components only they use: the terms checkbox's Form and
// Checkbox, issue 26). Not a shared module: they hold no state, so each app bundles the ones it uses,
// over antd's shared components.
export * from './components/TermsCheckbox';
