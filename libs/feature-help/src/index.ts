// @school/feature-help: the help pages every signed-in user reads (C00103), routed by the shell so
// that no portal has to be loaded for them. Built of @school/ui.
export * from './C00103/C00103ViewPage';
