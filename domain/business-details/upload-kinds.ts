/**
 * What each upload field takes, stated before a file is chosen (doc 2 §5 "Uploads", doc 1 §9):
 * the file types and the largest size, with the messages the server gives for a file outside
 * them (server/uploads/upload-rules.ts, kept equal by upload-kinds-parity.test.ts). The browser
 * refuses such a file at once with the same message; the server still checks the bytes.
 */
import { CASH_BUCKET } from '../api/merchant-api';
import { msg, type Message } from '../i18n/message';

const MB = 1024 * 1024;

export type UploadKindId = 'idDocument' | 'logo' | 'file' | 'storeLocations';

export interface UploadKind {
  id: UploadKindId;
  /** The file name endings accepted, lower case with their dot. */
  extensions: readonly string[];
  /** The largest size allowed, in bytes. */
  maxBytes: number;
  /** What the field says it takes, before any file is chosen. */
  summary: Message;
  messages: { tooLarge: Message; wrongType: Message };
}

export const UPLOAD_KINDS: Readonly<Record<UploadKindId, UploadKind>> = {
  // doc 2 §5: government ID files .heic, .jpg, .jpeg, .png, .pdf, max 16MB.
  idDocument: {
    id: 'idDocument',
    extensions: ['.heic', '.jpg', '.jpeg', '.png', '.pdf'],
    maxBytes: 16 * MB,
    summary: msg('fields.upload.idDocument.summary'),
    messages: {
      tooLarge: msg('fields.upload.idDocument.tooLarge'),
      wrongType: msg('fields.upload.idDocument.wrongType'),
    },
  },
  // doc 2 §5: brand image square PNG or JPG, at least 256x256, under 2MB.
  logo: {
    id: 'logo',
    extensions: ['.png', '.jpg', '.jpeg'],
    maxBytes: 2 * MB - 1,
    summary: msg('fields.upload.logo.summary'),
    messages: {
      tooLarge: msg('fields.upload.logo.tooLarge'),
      wrongType: msg('fields.upload.logo.wrongType'),
    },
  },
  // doc 1 §9: defaults for generic upload png, jpeg, pdf, heic.
  file: {
    id: 'file',
    extensions: ['.png', '.jpg', '.jpeg', '.pdf', '.heic'],
    maxBytes: 16 * MB,
    summary: msg('fields.upload.file.summary'),
    messages: {
      tooLarge: msg('fields.upload.file.tooLarge'),
      wrongType: msg('fields.upload.file.wrongType'),
    },
  },
  storeLocations: {
    id: 'storeLocations',
    extensions: ['.csv', '.xlsx', '.pdf'],
    maxBytes: 16 * MB,
    summary: msg('fields.upload.storeLocations.summary'),
    messages: {
      tooLarge: msg('fields.upload.storeLocations.tooLarge'),
      wrongType: msg('fields.upload.storeLocations.wrongType'),
    },
  },
};

/** Form fields that hold a government ID (doc 1 §3 "owner"). */
export const ID_UPLOAD_FIELDS: readonly string[] = [
  'govId',
  'govIdBackside',
  'certifiedGovIdPrimary',
  'certifiedGovIdSecondary',
];

/** The kind of an upload to `bucketType` (default the product's) for form field `field`. */
export function uploadKindFor(bucketType: string | undefined, field: string): UploadKind {
  if (bucketType === CASH_BUCKET || field === 'cashPayLogoUrl') return UPLOAD_KINDS.logo;
  if (field === 'storeLocationUpload') return UPLOAD_KINDS.storeLocations;
  return ID_UPLOAD_FIELDS.includes(field) ? UPLOAD_KINDS.idDocument : UPLOAD_KINDS.file;
}

const MIME_OF_EXTENSION: Readonly<Record<string, string>> = {
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.pdf': 'application/pdf',
  '.heic': 'image/heic',
  '.csv': 'text/csv',
  '.xlsx': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

/** The kind's types as a file picker takes them: each content type with its name endings. */
export function acceptedTypesOf(kind: UploadKind): Record<string, string[]> {
  const accept: Record<string, string[]> = {};
  for (const extension of kind.extensions) {
    const mime = MIME_OF_EXTENSION[extension]!;
    (accept[mime] ??= []).push(extension);
  }
  return accept;
}

/** A file size as people read it: "850 KB", "1.2 MB" ("850 Ko", "1,2 Mo" in French). */
export function formatFileSize(bytes: number): Message {
  if (bytes < 1024) return msg('fields.upload.sizeBytes', { size: bytes });
  if (bytes < MB) return msg('fields.upload.sizeKilobytes', { size: Math.round(bytes / 1024) });
  return msg('fields.upload.sizeMegabytes', { size: bytes / MB });
}
