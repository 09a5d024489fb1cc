import { msg } from '../i18n/message';
import type { FieldError } from '../errors/field-errors';
import { isInStoreChannel } from '../picklists/sales-channels';
import { fieldError } from './field-error';

/** doc 2 §5: salesChannel. */
export const IN_STORE_CONTACTLESS_MESSAGE = msg('validation.inStoreContactless');

/** Fails the salesChannel when an in-store channel is chosen without contactless payment. */
export function checkInStoreContactless(
  salesChannel: string | undefined,
  contactlessPayment: string | undefined,
): FieldError | undefined {
  return isInStoreChannel(salesChannel) && contactlessPayment === 'No'
    ? fieldError('InvalidFormat', IN_STORE_CONTACTLESS_MESSAGE)
    : undefined;
}
