export * from '../bank/bank-numbers';
export * from './canada-postal-code';
export * from './date-of-birth';
