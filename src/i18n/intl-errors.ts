import type { IntlConfig } from 'react-intl';

/**
 * A message missing from a catalogue is a defect the catalogue tests catch; in the browser it is
 * reported (the id is shown in its place) rather than thrown at the merchant.
 */
export const reportIntlError: NonNullable<IntlConfig['onError']> = (error) => {
  console.error(error);
};
