export * from './translate';
export * from './load-catalogue';
export { type Catalogue, type MessageKey } from './catalogue/ja';
