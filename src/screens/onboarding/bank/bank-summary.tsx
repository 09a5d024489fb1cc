/**
 * A saved bank in one line under its step's heading: its numbers masked as restore gives them
 * (only the last digits show), or the institution and account a link chose.
 */
import { Text } from '@mantine/core';
import { useSelector } from '@xstate/react';
import { maskValue } from '../../../../domain/api/merchant-api';
import type { PrimaryBankField } from '../../../../domain/merchant/bank';
import type { BankLabel } from '../../../../domain/payload/bank-payload';
import { maskedBank } from '../../../../machines/bank.machine';
import { useBankActor } from './bank-actor';
import { BANK_FIELD_LABELS, LINKED_THROUGH_PLAID } from './bank-copy';

/** The numbers a summary names, without their confirmations. */
const SUMMARY_FIELDS: readonly PrimaryBankField[] = [
  'bankName',
  'routing',
  'bsb',
  'sortCode',
  'canadaRoutingInstitutionIdNumber',
  'canadaRoutingTransitIdNumber',
  'account',
  'canadaChequingAccount',
];

/** The summary of a bank's saved values, masked. */
export function bankSummaryText(bank: Record<string, unknown>, suffix: '' | '2'): string {
  const masked = maskedBank(bank);
  return SUMMARY_FIELDS.flatMap((field) => {
    const value = masked[`${field}${suffix}`];
    return typeof value === 'string' && value ? [`${BANK_FIELD_LABELS[field]} ${value}`] : [];
  }).join(' · ');
}

/** The saved primary or secondary bank, in one line. */
export function BankSummary(props: { label: BankLabel }) {
  const actor = useBankActor();
  const text = useSelector(actor, ({ context }) => {
    if (props.label === 'PRIMARY') {
      const linked = context.linkedAccount;
      if (linked) {
        return `${LINKED_THROUGH_PLAID}: ${linked.institutionName} ${maskValue(`0000${linked.mask}`)}`;
      }
      return bankSummaryText({ ...context.primaryBank }, '');
    }
    return bankSummaryText({ ...context.secondaryBank }, '2');
  });
  if (!text) return null;
  return (
    <Text size="sm" c="dimmed">
      {text}
    </Text>
  );
}
