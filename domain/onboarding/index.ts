export * from './address-search';
export * from './accordion';
export * from './display-file-name';
export * from './error-section';
export * from './lead-pages';
export * from './merchant-draft';
export * from './progress';
export * from './stepper';
