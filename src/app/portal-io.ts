/**
 * Every step's I/O in this browser (machines/journey/journey-io.ts), gathered for the journey.
 * The app gives I/O only: which step runs, under which actor, and what each tells the others is
 * decided in the machines.
 */
import type { Brand } from '../../domain/brands/brands';
import type { JourneyIO } from '../../machines/journey/journey-io';
import { appLeadIO } from '../lead/lead-io';
import { appBankIO } from '../bank/bank-io';
import { appCustomerSupportIO } from '../customer-support/customer-support-io';
import { appBusinessDetailsIO } from '../business-details/business-details-io';
import { appStatusIO } from '../status/status-io';

/** The journey's I/O; the status page's training link is the brand's. */
export function appJourneyIO(brand: Brand): JourneyIO {
  return {
    lead: appLeadIO(),
    businessDetails: appBusinessDetailsIO(),
    bank: appBankIO(),
    customerSupport: appCustomerSupportIO(),
    status: appStatusIO(brand),
  };
}
