/**
 * New Zealand direct debit (doc 1 §2, doc 2 §4): with One Signatory the manual form carries the
 * direct debit terms checkbox; with Multiple Signatories only the paper form download and the
 * contact details are shown, and the signed form is uploaded. Both give the direct debit line and
 * the 5-business-day confirmation.
 */
import { Anchor, Checkbox, Stack, Text, Title } from '@mantine/core';
import { useBrand } from '../app/app-context';
import { assetUrl } from '../app/brand-theme';
import { FileUploadField } from '../forms/file-upload-field';
import {
  NZ_CONFIRMATION_TEXT,
  NZ_DIRECT_DEBIT_EMAIL,
  NZ_DIRECT_DEBIT_HEADING,
  NZ_DIRECT_DEBIT_PHONE,
  NZ_FORM_LINK_LABEL,
  NZ_FORM_PATH,
  NZ_MULTIPLE_TEXT,
  NZ_TERMS_LABEL,
  NZ_UPLOAD_LABEL,
} from '../../machines/bank/bank-copy';
import type { BankChanges } from '../../machines/bank/bank.machine';
import type { DirectDebitView } from '../../machines/bank/bank-view';

/** Where the signed form is uploaded (the default upload rule: png, jpeg, pdf, heic). */
export const SIGNED_FORM_UPLOAD = {
  field: 'directDebitAgreement',
  filename: 'nz_direct_debit_authority',
} as const;

/** The printable form, under the app's base path. */
export const nzFormHref = (): string => assetUrl(NZ_FORM_PATH);

/** The direct debit line, its hours and the confirmation promise. */
function DirectDebitContact() {
  const hours = useBrand().supportHours.NZ;
  return (
    <Stack gap={4}>
      <Text size="sm">
        Questions about direct debits? Call our direct debit line on{' '}
        <Anchor href={`tel:${NZ_DIRECT_DEBIT_PHONE.replace(/\s/g, '')}`}>
          {NZ_DIRECT_DEBIT_PHONE}
        </Anchor>
        {hours ? ` (${hours})` : ''} or email{' '}
        <Anchor href={`mailto:${NZ_DIRECT_DEBIT_EMAIL}`}>{NZ_DIRECT_DEBIT_EMAIL}</Anchor>.
      </Text>
      <Text size="sm">{NZ_CONFIRMATION_TEXT}</Text>
    </Stack>
  );
}

export interface NzDirectDebitProps {
  view: DirectDebitView;
  onChange: (changes: BankChanges) => void;
}

/** The direct debit part of an NZ bank form. */
export function NzDirectDebit({ view, onChange }: NzDirectDebitProps) {
  if (!view.oneSignatory && !view.multipleSignatories) return null;
  return (
    <Stack gap="sm">
      <Title order={4}>{NZ_DIRECT_DEBIT_HEADING}</Title>
      {view.oneSignatory && (
        <Checkbox
          name={view.termsName}
          label={
            <>
              {NZ_TERMS_LABEL} (
              <Anchor href={nzFormHref()} target="_blank" rel="noopener">
                read the terms
              </Anchor>
              )
            </>
          }
          checked={view.termsAccepted}
          readOnly={view.termsReadOnly}
          // Mantine keeps a read-only box as it is but does not say so to assistive technology.
          aria-readonly={view.termsReadOnly || undefined}
          onChange={(e) => {
            if (!view.termsReadOnly) onChange({ [view.termsName]: e.currentTarget.checked });
          }}
          error={view.termsMessage}
        />
      )}
      {view.multipleSignatories && (
        <>
          <Text size="sm">{NZ_MULTIPLE_TEXT}</Text>
          <Anchor href={nzFormHref()} target="_blank" rel="noopener" download>
            {NZ_FORM_LINK_LABEL}
          </Anchor>
          <FileUploadField
            label={NZ_UPLOAD_LABEL}
            name={view.uploadName}
            required
            target={SIGNED_FORM_UPLOAD}
            value={view.upload}
            onChange={(path) => onChange({ [view.uploadName]: path })}
            error={view.uploadMessage}
            description={view.uploadDescription}
            readOnly={view.uploadReadOnly}
          />
        </>
      )}
      <DirectDebitContact />
    </Stack>
  );
}
