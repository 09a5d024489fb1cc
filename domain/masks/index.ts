export * from './bank-numbers';
export * from './canada-postal-code';
export * from './date-of-birth';
