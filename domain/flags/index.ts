export * from './feature-flags';
export * from '../help/contact-us-offer';
