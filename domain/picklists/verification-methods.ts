import { msg, type Message } from '../i18n/message';
import { labelledOptionsOf, type PickList } from './pick-list';

/** How a New Zealand owner proves identity, default first (doc 2 §3). */
export const NZ_VERIFICATION_METHODS = [
  'Certified Passport',
  'Licence Birth Certificate',
  'Licence Document',
] as const;
export type NzVerificationMethod = (typeof NZ_VERIFICATION_METHODS)[number];

/** What a merchant reads for each method; the stored value stays the English one. */
export const NZ_VERIFICATION_METHOD_LABELS: Readonly<Record<NzVerificationMethod, Message>> = {
  'Certified Passport': msg('picklists.verificationMethod.certifiedPassport'),
  'Licence Birth Certificate': msg('picklists.verificationMethod.licenceBirthCertificate'),
  'Licence Document': msg('picklists.verificationMethod.licenceDocument'),
};

/** The methods as a Select's options, default first. */
export const NZ_VERIFICATION_METHOD_OPTIONS: PickList<NzVerificationMethod> = labelledOptionsOf(
  NZ_VERIFICATION_METHODS,
  NZ_VERIFICATION_METHOD_LABELS,
);

export const DEFAULT_NZ_VERIFICATION_METHOD: NzVerificationMethod = 'Certified Passport';

/** doc 2 §4: the secondary certified upload applies to Birth Certificate or Licence Document. */
export function needsSecondaryCertifiedId(method: string | undefined): boolean {
  return method === 'Licence Birth Certificate' || method === 'Licence Document';
}

/**
 * doc 2 §5: "NZ certified ID certified within the past 3 months". The certification date is on
 * the document, not in any answer, so the portal states the rule where the ID is uploaded and the
 * compliance review checks it (decision 0044).
 */
export const NZ_CERTIFIED_ID_HINT: Message = msg('picklists.nzCertifiedIdHint');
