/**
 * What each upload may be (doc 2 §5, doc 1 §9): the type is read from the file's own bytes
 * (`file-type`), never from the browser's content type or the file's name, and a logo's size is
 * read with `sharp`.
 */
import { fileTypeFromBuffer } from 'file-type';
import sharp from 'sharp';
import { CASH_BUCKET } from '../../domain/api/merchant-api';
import { msg, type Message } from '../../domain/i18n/message';

const MB = 1024 * 1024;

/** A type an upload may have: the name it is stored as and the types that read as it. */
interface AllowedType {
  label: string;
  mimes: readonly string[];
  /** Plain text has no magic bytes: accepted when the bytes are printable UTF-8. */
  text?: boolean;
}

const PNG: AllowedType = { label: 'PNG', mimes: ['image/png'] };
const JPEG: AllowedType = { label: 'JPEG', mimes: ['image/jpeg'] };
const PDF: AllowedType = { label: 'PDF', mimes: ['application/pdf'] };
const HEIC: AllowedType = { label: 'HEIC', mimes: ['image/heic', 'image/heif'] };
const XLSX: AllowedType = {
  label: 'XLSX',
  mimes: ['application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'],
};
const CSV: AllowedType = { label: 'CSV', mimes: ['text/csv'], text: true };

/** The rules of one kind of upload. */
export interface UploadRule {
  name: string;
  types: readonly AllowedType[];
  /** The largest size allowed, in bytes. */
  maxBytes: number;
  /** The size limit as the messages word it. */
  maxLabel: string;
  /** A logo: square and at least this many pixels a side. */
  squareImageMin?: number;
  messages: { tooLarge: Message; wrongType: Message; notSquare?: Message; tooSmall?: Message };
}

/** doc 2 §5: government ID files .heic, .jpg, .jpeg, .png, .pdf, max 16MB. */
export const ID_DOCUMENT_RULE: UploadRule = {
  name: 'ID document',
  types: [HEIC, JPEG, PNG, PDF],
  maxBytes: 16 * MB,
  maxLabel: '16MB',
  messages: {
    tooLarge: msg('server.uploadIdTooLarge'),
    wrongType: msg('server.uploadIdWrongType'),
  },
};

/** doc 2 §5: brand image square PNG or JPG, at least 256x256, under 2MB. */
export const LOGO_RULE: UploadRule = {
  name: 'logo',
  types: [PNG, JPEG],
  // "under 2MB": 2MB itself is refused.
  maxBytes: 2 * MB - 1,
  maxLabel: '2MB',
  squareImageMin: 256,
  messages: {
    tooLarge: msg('server.uploadLogoTooLarge'),
    wrongType: msg('server.uploadLogoWrongType'),
    notSquare: msg('server.uploadLogoNotSquare'),
    tooSmall: msg('server.uploadLogoTooSmall'),
  },
};

/** doc 1 §9: defaults for generic upload png, jpeg, pdf, heic. */
export const DEFAULT_RULE: UploadRule = {
  name: 'file',
  types: [PNG, JPEG, PDF, HEIC],
  maxBytes: 16 * MB,
  maxLabel: '16MB',
  messages: {
    tooLarge: msg('server.uploadFileTooLarge'),
    wrongType: msg('server.uploadFileWrongType'),
  },
};

/** The store location list uploaded instead of listing locations (doc 2 §4). */
export const STORE_LOCATIONS_RULE: UploadRule = {
  name: 'store locations file',
  types: [CSV, XLSX, PDF],
  maxBytes: 16 * MB,
  maxLabel: '16MB',
  messages: {
    tooLarge: msg('server.uploadFileTooLarge'),
    wrongType: msg('server.uploadStoreLocationsWrongType'),
  },
};

/** Form fields that hold a government ID (doc 1 §3 "owner"). */
const ID_FIELDS = ['govId', 'govIdBackside', 'certifiedGovIdPrimary', 'certifiedGovIdSecondary'];
/** The largest file any rule allows; the multipart reader stops there. */
export const LARGEST_UPLOAD_BYTES = Math.max(ID_DOCUMENT_RULE.maxBytes, DEFAULT_RULE.maxBytes);

/** The rule of an upload to `bucketType` for form field `field`. */
export function ruleFor(bucketType: string, field: string | undefined): UploadRule {
  if (bucketType === CASH_BUCKET || field === 'cashPayLogoUrl') return LOGO_RULE;
  if (field === 'storeLocationUpload') return STORE_LOCATIONS_RULE;
  return field && ID_FIELDS.includes(field) ? ID_DOCUMENT_RULE : DEFAULT_RULE;
}

/** What a checked file is. */
export interface CheckedFile {
  mime: string;
  extension: string;
}

/** A printable UTF-8 text without NUL or other control bytes besides tab and line breaks. */
function isPlainText(buffer: Buffer): boolean {
  const text = buffer.toString('utf8');
  if (text.includes('\uFFFD')) return false;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    const lineBreakOrTab = code === 0x09 || code === 0x0a || code === 0x0d;
    if ((code < 0x20 && !lineBreakOrTab) || code === 0x7f) return false;
  }
  return true;
}

/** The file's type when `rule` allows it, else the message shown under the field. */
export async function checkUpload(
  rule: UploadRule,
  buffer: Buffer,
): Promise<{ ok: true; file: CheckedFile } | { ok: false; message: Message }> {
  if (buffer.length === 0) return { ok: false, message: msg('server.uploadFileRequired') };
  if (buffer.length > rule.maxBytes) return { ok: false, message: rule.messages.tooLarge };
  const detected = await fileTypeFromBuffer(buffer);
  const allowed = detected
    ? rule.types.find((type) => type.mimes.includes(detected.mime))
    : rule.types.find((type) => type.text && isPlainText(buffer));
  if (!allowed) return { ok: false, message: rule.messages.wrongType };
  const file: CheckedFile = {
    mime: detected?.mime ?? allowed.mimes[0]!,
    extension: detected?.ext ?? allowed.label.toLowerCase(),
  };
  if (rule.squareImageMin === undefined) return { ok: true, file };
  let width = 0;
  let height = 0;
  try {
    ({ width = 0, height = 0 } = await sharp(buffer).metadata());
  } catch {
    return { ok: false, message: rule.messages.wrongType };
  }
  if (width !== height)
    return { ok: false, message: rule.messages.notSquare ?? rule.messages.wrongType };
  if (width < rule.squareImageMin) {
    return { ok: false, message: rule.messages.tooSmall ?? rule.messages.wrongType };
  }
  return { ok: true, file };
}
