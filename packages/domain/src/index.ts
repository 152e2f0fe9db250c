export * from './authorities';
export * from './format';
export * from './validation/messages';
export * from './validation/common';
export * from './validation/users';
