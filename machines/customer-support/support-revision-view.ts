/**
 * The customer support step's notice while a request for changes is open (decision 0266). Kept
 * apart from the field selectors, whose labels the request's item labels read.
 */
import type { RevisionSection } from '../../domain/revision/revision-items';
import { toCountryCode } from '../../domain/countries/country-code';
import { revisionNoticeOf } from '../forms/revision-notice';
import type { CustomerSupportContext } from './customer-support.machine';

const SECTIONS: readonly RevisionSection[] = ['customerSupport'];
const notice = revisionNoticeOf();

/** What the request asks of this step, or undefined when none is open. */
export const supportRevisionNotice = (snapshot: { context: CustomerSupportContext }) =>
  notice(
    snapshot.context.revision,
    SECTIONS,
    toCountryCode(snapshot.context.validationContext.registeredCountry),
  );
