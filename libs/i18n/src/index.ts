export * from './translate';
export { type Catalogue, type MessageKey } from './catalogue/ja';
