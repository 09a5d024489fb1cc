/**
 * New Zealand direct debit (doc 1 §2, doc 2 §4): with One Signatory the manual form carries the
 * direct debit terms checkbox; with Multiple Signatories only the paper form download and the
 * contact details are shown, and the signed form is uploaded. Both give the direct debit line and
 * the 5-business-day confirmation.
 */
import { Anchor, Checkbox, FileInput, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { Controller, type Control } from 'react-hook-form';
import { UPLOAD_SUCCESS_MESSAGE } from '../../../../domain/api/merchant-api';
import { useBrand } from '../../../app/app-context';
import { assetUrl } from '../../../app/brand-theme';
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
} from './bank-copy';
import type { BankFormValues } from './bank-fields';

/** Stores a signed form and answers where it is kept; throws the server's message. */
export type UploadSignedForm = (file: File) => Promise<{ url: string }>;

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
  control: Control<BankFormValues>;
  /** '' for the primary bank, '2' for the secondary. */
  suffix: '' | '2';
  oneSignatory: boolean;
  multipleSignatories: boolean;
  uploadSignedForm: UploadSignedForm;
  /** Shows an upload's failure under its field (doc 2 §8). */
  onUploadError: (name: string, message: string) => void;
}

/** The direct debit part of an NZ bank form. */
export function NzDirectDebit(props: NzDirectDebitProps) {
  if (!props.oneSignatory && !props.multipleSignatories) return null;
  return (
    <Stack gap="sm">
      <Title order={4}>{NZ_DIRECT_DEBIT_HEADING}</Title>
      {props.oneSignatory && (
        <Controller
          control={props.control}
          name={`directDebitTermsAccepted${props.suffix}`}
          render={({ field, fieldState }) => (
            <Checkbox
              label={
                <>
                  {NZ_TERMS_LABEL} (
                  <Anchor href={nzFormHref()} target="_blank" rel="noopener">
                    read the terms
                  </Anchor>
                  )
                </>
              }
              checked={field.value === true}
              onChange={(e) => field.onChange(e.currentTarget.checked)}
              error={fieldState.error?.message}
            />
          )}
        />
      )}
      {props.multipleSignatories && (
        <>
          <Text size="sm">{NZ_MULTIPLE_TEXT}</Text>
          <Anchor href={nzFormHref()} target="_blank" rel="noopener" download>
            {NZ_FORM_LINK_LABEL}
          </Anchor>
          <SignedFormUpload
            control={props.control}
            name={`directDebitAgreement${props.suffix}`}
            upload={props.uploadSignedForm}
            onError={(message) =>
              props.onUploadError(`directDebitAgreement${props.suffix}`, message)
            }
          />
        </>
      )}
      <DirectDebitContact />
    </Stack>
  );
}

/** The signed form's upload: the stored file's url is the field's value. */
function SignedFormUpload(props: {
  control: Control<BankFormValues>;
  name: string;
  upload: UploadSignedForm;
  onError: (message: string) => void;
}) {
  // One input's own state: the chosen file, and the upload's progress and message.
  const [file, setFile] = useState<File | null>(null);
  const [status, setStatus] = useState<{ busy: boolean; message: string | null }>({
    busy: false,
    message: null,
  });
  return (
    <Controller
      control={props.control}
      name={props.name}
      render={({ field, fieldState }) => (
        <FileInput
          label={NZ_UPLOAD_LABEL}
          withAsterisk
          accept="application/pdf,image/png,image/jpeg,image/heic"
          placeholder={field.value ? 'Signed form uploaded' : 'Choose the signed form'}
          value={file}
          disabled={status.busy}
          description={status.message ?? undefined}
          error={status.busy ? undefined : fieldState.error?.message}
          onChange={(chosen) => {
            setFile(chosen);
            if (!chosen) return field.onChange('');
            setStatus({ busy: true, message: null });
            props.upload(chosen).then(
              ({ url }) => {
                field.onChange(url);
                setStatus({ busy: false, message: UPLOAD_SUCCESS_MESSAGE });
              },
              (error: unknown) => {
                field.onChange('');
                setFile(null);
                setStatus({ busy: false, message: null });
                props.onError(error instanceof Error ? error.message : String(error));
              },
            );
          }}
        />
      )}
    />
  );
}
