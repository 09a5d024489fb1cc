/**
 * An upload field's view model (doc 1 §3 "FileUpload", doc 2 §5 "Uploads", §8): the line under the
 * label with the types and largest size the field takes, the file shown (its name shortened past 40
 * characters, doc 1 §9, and its size), the progress, the message under it, and what the drop zone
 * accepts. Selectors of the upload actor's snapshot.
 */
import type { SnapshotFrom } from 'xstate';
import { msg, type Text } from '../../domain/i18n/message';
import { displayFileName } from '../../domain/business-details/display-file-name';
import {
  acceptedTypesOf,
  formatFileSize,
  uploadKindFor,
  type UploadKind,
} from '../../domain/business-details/upload-kinds';
import type { uploadMachine } from './upload.machine';

type UploadSnapshot = SnapshotFrom<typeof uploadMachine>;

/** What the drop zone takes and the messages of a refused file. */
export interface DropZoneView {
  accept: Record<string, string[]>;
  maxBytes: number;
  messages: UploadKind['messages'];
}

export interface UploadFieldView {
  /** The field's own line, then the types and largest size it takes (upload-kinds.ts). */
  description: Text;
  dropZone: DropZoneView;
}

const dropZones = new Map<UploadKind, DropZoneView>();

/** The field's description and drop zone by its bucket and name. */
export function uploadFieldView(
  target: { bucketType?: string | undefined; field: string },
  description: Text | undefined,
): UploadFieldView {
  const kind = uploadKindFor(target.bucketType, target.field);
  let dropZone = dropZones.get(kind);
  if (!dropZone) {
    dropZone = { accept: acceptedTypesOf(kind), maxBytes: kind.maxBytes, messages: kind.messages };
    dropZones.set(kind, dropZone);
  }
  return {
    description: description
      ? msg('fields.upload.descriptionWithTypes', { description, types: kind.summary })
      : kind.summary,
    dropZone,
  };
}

export interface UploadStateView {
  uploading: boolean;
  progress: number;
  /** The file shown: its name shortened and its size, or null. */
  fileName: string | null;
  /** The name in full, for the Remove button's name. */
  fullName: string;
  fileSize: Text | null;
  /** The server's message or the field's own refusal. */
  error: Text | null;
  /** 'File uploaded successfully.' once the file is stored (doc 2 §8). */
  uploaded: Text | null;
}

const sizes = new Map<number, Text>();
/** One message per size, so the field's view stays the same while nothing changes. */
function sizeOf(bytes: number): Text {
  let size = sizes.get(bytes);
  if (!size) {
    size = formatFileSize(bytes);
    sizes.set(bytes, size);
  }
  return size;
}

/** doc 2 §8: domain/api/merchant-api.ts `UPLOAD_SUCCESS_MESSAGE`. */
const UPLOADED = msg('fields.upload.success');

/** What the field shows of its upload. Compare with `shallowEqual`. */
export function uploadStateView(snapshot: UploadSnapshot): UploadStateView {
  const uploading = snapshot.matches('uploading');
  const { progress, error } = snapshot.context;
  const file = uploading ? snapshot.context.chosen : snapshot.context.stored;
  return {
    uploading,
    progress,
    fileName: file ? displayFileName(file.name) : null,
    fullName: file?.name ?? '',
    fileSize: file && file.size > 0 ? sizeOf(file.size) : null,
    error,
    uploaded: !uploading && !error && progress === 100 ? UPLOADED : null,
  };
}
