/**
 * Reads a multipart/form-data body (@fastify/multipart) into its text fields and files, within
 * limits. A body over a limit or not readable as multipart is an {@link UploadRefused} with a
 * message the form can show.
 */
import type {} from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import {
  hasUnstorableText,
  jsonTextHasUnstorableText,
  UNSTORABLE_TEXT_ERROR,
} from '../http/unstorable-text';
import { msg, type Message, type Text } from '../../domain/i18n/message';
import { sayIn } from '../i18n/say';

/** A multipart body refused, with the message for the client. */
export class UploadRefused extends Error {
  /** The refusal as the merchant reads it; `message` is its English, for logs and comparisons. */
  constructor(readonly text: Text) {
    super(sayIn('en', text));
  }
}

/** The fields and files of a multipart body. */
export interface MultipartBody {
  fields: Record<string, string>;
  files: Record<string, { filename: string; bytes: Buffer }>;
}

export interface MultipartLimits {
  fileSize: number;
  /** The message when a file is over `fileSize`. */
  tooLarge: Text;
  files: number;
  fields: number;
  fieldSize: number;
}

const LIMIT_MESSAGES: Record<string, Message> = {
  FST_PARTS_LIMIT: msg('server.formTooManyParts'),
  FST_FILES_LIMIT: msg('server.formOneFileAtATime'),
  FST_FIELDS_LIMIT: msg('server.formTooManyFields'),
  FST_PROTO_VIOLATION: msg('server.formFieldNameNotAllowed'),
  FST_INVALID_MULTIPART_CONTENT_TYPE: msg('server.formNotMultipart'),
  FST_MP_PREMATURE_CLOSE: msg('server.uploadCutShort'),
};

/** Every part of the body of `request`. */
export async function readMultipart(
  request: FastifyRequest,
  limits: MultipartLimits,
): Promise<MultipartBody> {
  const body: MultipartBody = { fields: Object.create(null), files: Object.create(null) };
  try {
    const parts = request.parts({
      limits: {
        fileSize: limits.fileSize,
        files: limits.files,
        fields: limits.fields,
        fieldSize: limits.fieldSize,
        parts: limits.files + limits.fields,
      },
    });
    for await (const part of parts) {
      // Multipart is read here, after the app's hook: its names and values are checked alike.
      if (hasUnstorableText(part.fieldname)) throw new UploadRefused(UNSTORABLE_TEXT_ERROR);
      if (part.type === 'file') {
        if (hasUnstorableText(part.filename)) throw new UploadRefused(UNSTORABLE_TEXT_ERROR);
        const bytes = await part.toBuffer();
        body.files[part.fieldname] = { filename: part.filename, bytes };
      } else {
        if (part.valueTruncated) throw new UploadRefused(msg('server.formFieldTooLong'));
        if (jsonTextHasUnstorableText(String(part.value))) {
          throw new UploadRefused(UNSTORABLE_TEXT_ERROR);
        }
        body.fields[part.fieldname] = String(part.value);
      }
    }
  } catch (error) {
    if (error instanceof UploadRefused) throw error;
    const code = (error as { code?: string }).code ?? '';
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw new UploadRefused(limits.tooLarge);
    const message = LIMIT_MESSAGES[code];
    if (message) throw new UploadRefused(message);
    const status = (error as { statusCode?: number }).statusCode;
    if (status && status >= 400 && status < 500) {
      throw new UploadRefused(msg('server.formNotReadable'));
    }
    // Busboy's own parse errors ("Unexpected end of form", "Malformed part header") carry no code.
    if (error instanceof Error && !status) throw new UploadRefused(msg('server.formNotReadable'));
    throw error;
  }
  return body;
}
