/** How a New Zealand owner proves identity, default first (doc 2 §3). */
export const NZ_VERIFICATION_METHODS = [
  'Certified Passport',
  'Licence Birth Certificate',
  'Licence Document',
] as const;
export type NzVerificationMethod = (typeof NZ_VERIFICATION_METHODS)[number];

export const DEFAULT_NZ_VERIFICATION_METHOD: NzVerificationMethod = 'Certified Passport';

/** doc 2 §4: the secondary certified upload applies to Birth Certificate or Licence Document. */
export function needsSecondaryCertifiedId(method: string | undefined): boolean {
  return method === 'Licence Birth Certificate' || method === 'Licence Document';
}
