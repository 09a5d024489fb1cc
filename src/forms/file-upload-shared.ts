/** What the upload field and its stand-in (file-upload-field.tsx) both show before any file. */
import { uploadKindFor } from '../../domain/onboarding/upload-kinds';
import type { UploadTarget } from '../api/merchant-calls';
import type { FieldProps } from './field-props';

export interface FileUploadFieldProps extends FieldProps<string> {
  target: UploadTarget;
}

/** The field's own line, then the types and largest size it takes (upload-kinds.ts). */
export function uploadDescription(props: FileUploadFieldProps): string {
  const kind = uploadKindFor(props.target.bucketType, props.target.field);
  return [props.description, kind.summary].filter(Boolean).join(' ');
}
