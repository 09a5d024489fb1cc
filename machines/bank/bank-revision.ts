/**
 * What an open request for changes makes of the bank step (decision 0266): the bank link replaces
 * every field of the primary bank, so it is offered only when no request is open or the request
 * flags a field of the primary bank; the secondary step cannot be skipped (that would empty it).
 */
import type { RevisionSection } from '../../domain/revision/revision-items';
import { flagsAny } from '../forms/revision-fields';
import type { BankContext } from './bank-transitions';

const PRIMARY: readonly RevisionSection[] = ['primaryBank'];

/** The automated link is offered: Plaid may run, and any open request flags the primary bank. */
export const linkOffered = (context: Pick<BankContext, 'setup' | 'revision'>): boolean =>
  context.setup?.linkAvailable === true &&
  (context.revision === null || flagsAny(context.revision, PRIMARY));

/** The secondary step may be skipped (sent empty): not while a request is open. */
export const secondaryMaySkip = (context: Pick<BankContext, 'revision'>): boolean =>
  context.revision === null;
