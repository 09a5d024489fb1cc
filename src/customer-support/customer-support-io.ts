/**
 * The customer support step's I/O (machines/journey/journey-io.ts): its restore and save calls
 * and analytics. Nothing here decides; the customer support machine does.
 */
import type { CustomerSupportIO } from '../../machines/journey/journey-io';
import { trackEvent } from '../reporting/analytics';
import { loadCustomerSupport, saveCustomerSupport } from './customer-support-calls';

export function appCustomerSupportIO(): CustomerSupportIO {
  return {
    loadSupport: (_, signal) => loadCustomerSupport(signal),
    saveSupport: (input, signal) => saveCustomerSupport(input, signal),
    track: (event, properties) => trackEvent(event, properties),
  };
}
