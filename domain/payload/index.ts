export * from './bank-payload';
export * from './lead-copies';
export * from './lead-payload';
export * from './lead-tracking';
export * from './save-payload';
export * from './values';
export * from './support-payload';
export * from './lead-of-payload';
