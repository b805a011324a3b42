// @school/domain/validation: the form rules alone, for a page that needs no other rule (the login page).
export * from './types';
export * from './validate';
