export * from './translate';
export { type Catalogue } from './catalogue/ja';
