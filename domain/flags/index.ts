export * from './feature-flags';
export * from './contact-us';
