import type { CountryCode } from '../../domain/countries/country-code';
import { emptyMerchant, type Merchant } from '../../domain/merchant/merchant';
import type { CompanyInformation } from '../../domain/business-details/company-information';
import type { Location } from '../../domain/business-details/location';
import type { Owner } from '../../domain/business-details/owner';
import type { PrimaryBank } from '../../domain/bank/bank';

/** Per-country answers of a complete, valid merchant, used by tests and the benchmark. */
interface CountrySample {
  businessType: string;
  company: Partial<CompanyInformation>;
  state: string;
  postalCode: string;
  phone: string;
  dob: string;
  owner: Partial<Owner>;
  bank: Partial<PrimaryBank>;
  totalAnnualSales: string;
  platform: string;
  acquirer: string;
}

const SAMPLES: Record<CountryCode, CountrySample> = {
  US: {
    businessType: 'Corporation',
    company: { ein: '123456789' },
    state: 'CA',
    postalCode: '94105',
    phone: '+1 415 867 5309',
    dob: '04-15-1985',
    owner: { ssn: '212345678' },
    bank: { routing: '021000021', account: '123456789', confirmAccount: '123456789' },
    totalAnnualSales: '$500,001 - $1 Million',
    platform: 'Shopify',
    acquirer: 'Stripe',
  },
  AU: {
    businessType: 'Private Company',
    company: { abn: '51824753556' },
    state: 'NSW',
    postalCode: '2000',
    phone: '+61 2 9374 4000',
    dob: '15-04-1985',
    owner: {},
    bank: { bsb: '062-000', account: '12345678', confirmAccount: '12345678' },
    totalAnnualSales: '$500K-$1M',
    platform: 'Shopify',
    acquirer: 'Other',
  },
  NZ: {
    businessType: 'Private Company',
    company: { registrationNumber: '1234567', businessAddressConfirmed: true },
    state: 'Auckland',
    postalCode: '1010',
    phone: '+64 21 123 4567',
    dob: '15-04-1985',
    owner: {},
    bank: {
      signatoryType: 'One Signatory',
      bankName: 'ANZ',
      bankBranch: 'Queen Street',
      account: '01-0902-0068389-00',
      confirmAccount: '01-0902-0068389-00',
      signatoryName: 'Jane Doe',
      email: 'jane@example.co.nz',
      directDebitTermsAccepted: true,
    },
    totalAnnualSales: '$500K-$1M',
    platform: 'Shopify',
    acquirer: 'Other',
  },
  UK: {
    businessType: 'Private Company',
    company: { companyNumber: '01234567' },
    state: '',
    postalCode: 'SW1A 1AA',
    phone: '+44 20 7946 0958',
    dob: '15-04-1985',
    owner: {},
    bank: { sortCode: '12-34-56', account: '12345678', confirmAccount: '12345678' },
    totalAnnualSales: 'Up to £100k',
    platform: 'Shopify',
    acquirer: 'Other',
  },
  CA: {
    businessType: 'Corporation',
    company: { craBusinessNumber: '123456782', craRegistryId: '1234567' },
    state: 'Ontario',
    postalCode: 'M5V 3L9',
    phone: '+1 416 967 1111',
    dob: '04-15-1985',
    owner: {},
    bank: {
      canadaRoutingTransitIdNumber: '12345',
      canadaRoutingInstitutionIdNumber: '001',
      canadaChequingAccount: '1234567',
      confirmCanadaChequingAccount: '1234567',
    },
    totalAnnualSales: 'Under $100,000',
    platform: 'Shopify',
    acquirer: '',
  },
};

const OWNER_NAMES = ['Jane Doe', 'John Roe', 'Ann Lee', 'Bo Chan', 'Cy Park'];

/** Options of {@link validMerchant}. */
export interface ValidMerchantOptions {
  owners?: number;
  locations?: number;
  /** Defaults to Online and In-store where the country has a channel choice. */
  salesChannel?: string;
}

/**
 * A merchant that passes every rule of `country`: every section filled, the agreement accepted,
 * `owners` owners and `locations` store locations.
 */
export function validMerchant(country: CountryCode, options: ValidMerchantOptions = {}): Merchant {
  const sample = SAMPLES[country];
  const salesChannel =
    options.salesChannel ?? (country === 'CA' ? 'Online Only' : 'Online and In-store');
  const merchant = emptyMerchant();
  const legalBusinessName = 'Acme Trading Limited';
  merchant.lead = {
    ...merchant.lead,
    firstName: 'Jane',
    lastName: 'Doe',
    registeredCountry: country,
    salesChannel,
    industry: 'Clothing',
    storeName: 'Acme',
    contactlessPayment: 'Yes',
    platform: sample.platform,
    acquirer: sample.acquirer,
    franchisee: 'No',
    totalAnnualSales: sample.totalAnnualSales,
    totalAnnualSalesInStore: '250000',
    numOfStores: '5',
    phone: sample.phone,
    website: 'acme.example.com',
    email: 'jane@example.com',
  };
  merchant.companyInformation = {
    ...merchant.companyInformation,
    registeredCountry: country,
    businessType: sample.businessType,
    legalBusinessName,
    businessStreet: '1 Market Street',
    businessCity: 'Springfield',
    businessState: sample.state,
    businessPostalCode: sample.postalCode,
    ...sample.company,
  };
  merchant.storeDetails = {
    ...merchant.storeDetails,
    storeName: 'Acme',
    salesChannel,
    contactlessPayment: 'Yes',
    website: 'https://acme.example.com',
    platform: sample.platform,
    numOfStores: '5',
    acquirer: sample.acquirer,
    totalAnnualSales: sample.totalAnnualSales,
    totalAnnualSalesInStore: '250000',
    industry: 'Clothing',
    selfFulfillment: 'Yes',
    aveTimeToShip: 'Less than one week',
    interestedInXBT: 'Yes',
    currenciesAvailable: ['$AUD', '$NZD'],
    preOrders: 'No',
    multiTerminal: 'No',
  };
  const ownerCount = options.owners ?? 1;
  merchant.owners = OWNER_NAMES.slice(0, ownerCount).map((name, i): Owner => {
    const [firstName = '', lastName = ''] = name.split(' ');
    return {
      ...merchant.owners[0]!,
      firstName,
      lastName,
      dob: sample.dob,
      street: `${i + 2} High Street`,
      city: 'Springfield',
      state: sample.state,
      postalCode: sample.postalCode,
      ownershipConfirmed: i > 0,
      ...sample.owner,
    };
  });
  merchant.locations = Array.from({ length: options.locations ?? 1 }, (_, i): Location => ({
    branchNumber: String(i + 1),
    isMall: i % 2 === 0 ? 'Yes' : 'No',
    mallName: i % 2 === 0 ? 'Central Mall' : '',
    isResidence: 'No',
    locationName: `Acme ${i + 1}`,
    locationStreet: `${i + 10} Shop Street`,
    locationStreet2: '',
    locationCity: 'Springfield',
    locationState: sample.state,
    locationPostalCode: sample.postalCode,
    label: `Location ${i + 1}`,
  }));
  merchant.primaryBank = {
    ...merchant.primaryBank,
    bankAccountName: legalBusinessName,
    ...sample.bank,
  };
  merchant.customerSupport = {
    customerSupportEmail: 'help@acme.example.com',
    customerSupportPhone: sample.phone,
    customerSupportWebsite: 'https://acme.example.com/help',
    financeContactFirstName: 'Fay',
    financeContactLastName: 'Nance',
    financeContactEmail: 'finance@acme.example.com',
    financeContactPhone: sample.phone,
  };
  merchant.formCompletion = { ...merchant.formCompletion, agreementAccepted: true };
  return merchant;
}
