/**
 * New Zealand direct debit (doc 1 §2, doc 2 §4): with One Signatory the manual form carries the
 * direct debit terms checkbox; with Multiple Signatories only the paper form download and the
 * contact details are shown, and the signed form is uploaded. Both give the direct debit line and
 * the 5-business-day confirmation.
 */
import { Anchor, Checkbox, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
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
  nzDirectDebitContact,
} from '../../machines/bank/bank-copy';
import { Say, useSay } from '../i18n/say';
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
  const say = useSay();
  return (
    <Stack gap={4}>
      <Text size="sm">
        <Say
          text={nzDirectDebitContact(hours)}
          tags={{
            call: (chunks: ReactNode[]) => (
              <Anchor href={`tel:${NZ_DIRECT_DEBIT_PHONE.replace(/\s/g, '')}`}>{chunks}</Anchor>
            ),
            write: (chunks: ReactNode[]) => (
              <Anchor href={`mailto:${NZ_DIRECT_DEBIT_EMAIL}`}>{chunks}</Anchor>
            ),
          }}
        />
      </Text>
      <Text size="sm">{say(NZ_CONFIRMATION_TEXT)}</Text>
    </Stack>
  );
}

export interface NzDirectDebitProps {
  view: DirectDebitView;
  onChange: (changes: BankChanges) => void;
}

/** The direct debit part of an NZ bank form. */
export function NzDirectDebit({ view, onChange }: NzDirectDebitProps) {
  const say = useSay();
  if (!view.oneSignatory && !view.multipleSignatories) return null;
  return (
    <Stack gap="sm">
      <Title order={4}>{say(NZ_DIRECT_DEBIT_HEADING)}</Title>
      {view.oneSignatory && (
        <Checkbox
          name={view.termsName}
          label={
            <Say
              text={NZ_TERMS_LABEL}
              tags={{
                link: (chunks: ReactNode[]) => (
                  <Anchor href={nzFormHref()} target="_blank" rel="noopener">
                    {chunks}
                  </Anchor>
                ),
              }}
            />
          }
          checked={view.termsAccepted}
          readOnly={view.termsReadOnly}
          // Mantine keeps a read-only box as it is but does not say so to assistive technology.
          aria-readonly={view.termsReadOnly || undefined}
          onChange={(e) => {
            if (!view.termsReadOnly) onChange({ [view.termsName]: e.currentTarget.checked });
          }}
          error={view.termsMessage === undefined ? undefined : say(view.termsMessage)}
        />
      )}
      {view.multipleSignatories && (
        <>
          <Text size="sm">{say(NZ_MULTIPLE_TEXT)}</Text>
          <Anchor href={nzFormHref()} target="_blank" rel="noopener" download>
            {say(NZ_FORM_LINK_LABEL)}
          </Anchor>
          <FileUploadField
            label={say(NZ_UPLOAD_LABEL)}
            name={view.uploadName}
            required
            target={SIGNED_FORM_UPLOAD}
            value={view.upload}
            onChange={(path) => onChange({ [view.uploadName]: path })}
            error={view.uploadMessage === undefined ? undefined : say(view.uploadMessage)}
            description={
              view.uploadDescription === undefined ? undefined : say(view.uploadDescription)
            }
            readOnly={view.uploadReadOnly}
          />
        </>
      )}
      <DirectDebitContact />
    </Stack>
  );
}
