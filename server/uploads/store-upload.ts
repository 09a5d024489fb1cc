/** Checks an uploaded file against its rule, then keeps its bytes and its row. */
import type { AppDeps } from '../app/app-deps';
import type { UploadedFileRow } from '../db/schema';
import { newFileId } from './file-store';
import { checkUpload, type UploadRule } from './upload-rules';
import { MERCHANT_API } from '../../domain/api/merchant-api';
import type { Message } from '../../domain/i18n/message';

/** A name as given, without control characters or folders; kept in full otherwise. */
export function cleanFileName(name: string | undefined): string {
  const base = (name ?? '').split(/[\\/]/).pop() ?? '';
  const clean = [...base]
    .filter((c) => c.charCodeAt(0) >= 0x20 && c.charCodeAt(0) !== 0x7f)
    .join('')
    .trim();
  return clean.slice(0, 1000) || 'upload';
}

/** The URL a form field stores for file `id`. */
export const fileUrl = (id: string): string => `${MERCHANT_API.files}${id}`;

export interface UploadToStore {
  bytes: Buffer;
  name: string | undefined;
  bucketType: string;
  field: string | undefined;
  rule: UploadRule;
  /** Add the extension read from the bytes to `name` (a name given by rule, not by the browser). */
  appendExtension?: boolean;
}

/** The stored file's row and URL, or the message shown under the field. */
export async function storeUpload(
  deps: Pick<AppDeps, 'repos' | 'uploadStore' | 'clock'>,
  merchantId: string,
  upload: UploadToStore,
): Promise<{ ok: true; row: UploadedFileRow; url: string } | { ok: false; message: Message }> {
  const checked = await checkUpload(upload.rule, upload.bytes);
  if (!checked.ok) return checked;
  const row: UploadedFileRow = {
    id: newFileId(),
    merchant_id: merchantId,
    original_name: upload.appendExtension
      ? `${cleanFileName(upload.name)}.${checked.file.extension}`
      : cleanFileName(upload.name),
    mime_type: checked.file.mime,
    extension: checked.file.extension,
    size_bytes: upload.bytes.length,
    bucket_type: upload.bucketType,
    field: upload.field ?? null,
    created_at: deps.clock(),
  };
  await deps.uploadStore.write(merchantId, row.id, upload.bytes);
  await deps.repos.uploads.insert(row);
  return { ok: true, row, url: fileUrl(row.id) };
}
