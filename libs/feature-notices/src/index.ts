// @school/feature-notices: the notices every signed-in user but a teacher reads (C00101, SPEC §6),
// routed by the shell so that no portal has to be loaded for them. Built of @school/ui.
export * from './C00101/C00101NoticesPage';
