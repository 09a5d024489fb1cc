/**
 * The lead of a merchant who sells through a platform (Square, Squarespace, Maropost), typed
 * and picked in the browser as a person does, for any channel.
 */
import type { Page } from 'playwright-core';
import { answer, field, fillText, nextLeadPage, pickOption } from './business-details';

export interface PlatformLead {
  country: 'United States' | 'Australia' | 'United Kingdom';
  channel: 'Online Only' | 'In-store Only' | 'Online and In-store';
  platform?: string;
  acquirer?: string;
}

const SALES: Record<PlatformLead['country'], string> = {
  'United States': '$500,001 - $1 Million',
  Australia: '$500K-$1M',
  'United Kingdom': 'Up to £100k',
};
const PHONE: Record<PlatformLead['country'], string> = {
  'United States': '+1 415 867 5309',
  Australia: '+61 2 9374 4000',
  'United Kingdom': '+44 20 7946 0958',
};

const shown = (page: Page, label: string) => field(page, label).isVisible();

/** Fills the four lead pages and submits. */
export async function completePlatformLead(page: Page, lead: PlatformLead): Promise<void> {
  await page.getByRole('heading', { name: 'About your business', exact: true }).waitFor();
  await pickOption(page, 'Country of registration', lead.country);
  await fillText(page, 'Store name', `Acme ${lead.channel}`);
  await pickOption(page, 'Industry', 'Clothing');
  await fillText(page, 'Website', 'https://acme.example.com');
  await nextLeadPage(page, 'How you sell');
  await pickOption(page, 'Where do you sell?', lead.channel);
  if (lead.channel !== 'Online Only') {
    await answer(page, 'Do your stores accept contactless payment?', 'Yes');
  }
  if (lead.platform && (await shown(page, 'E-commerce platform'))) {
    await pickOption(page, 'E-commerce platform', lead.platform);
  }
  if (lead.acquirer) await pickOption(page, 'Payment acquirer', lead.acquirer);
  await answer(page, 'Are you a franchisee?', 'No');
  await nextLeadPage(page, 'The size of your business');
  const total =
    lead.channel === 'Online and In-store'
      ? 'Total annual sales (online and in-store)'
      : 'Total annual sales';
  await pickOption(page, total, SALES[lead.country]);
  if (await shown(page, 'Annual in-store sales')) {
    await fillText(page, 'Annual in-store sales', '250000');
  }
  if (await shown(page, 'Number of stores')) await fillText(page, 'Number of stores', '2');
  await nextLeadPage(page, 'Your contact details');
  await fillText(page, 'First name', 'Jane');
  await fillText(page, 'Last name', 'Doe');
  await fillText(page, 'Phone number', PHONE[lead.country]);
  await page.getByRole('button', { name: 'Submit' }).click();
}
