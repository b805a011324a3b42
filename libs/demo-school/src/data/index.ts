export * from './japanese-names';
export * from './school-catalogue';
export * from './content';
