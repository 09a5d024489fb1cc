/**
 * POST /api/upload-file (doc 2 §7: multipart {file, filename?, bucketType}) and GET
 * /api/files/:id. A file is checked by its own bytes against the rule of its bucket and field
 * (server/uploads/upload-rules.ts), stored outside any served folder, and given back only to the
 * merchant who uploaded it, as a download that is never rendered in the portal's origin.
 */
import type { FastifyInstance } from 'fastify';
import {
  CASH_BUCKET,
  DEFAULT_BUCKET,
  MERCHANT_API,
  UPLOAD_SUCCESS_MESSAGE,
  type UploadFileResponse,
} from '../../domain/api/merchant-api';
import { cashPayLogoFilename } from '../../domain/customer-support/customer-support';
import type { AppDeps } from '../app/app-deps';
import { merchantFacts } from '../back-office/merchant-facts';
import { requireMerchant } from '../session/require-merchant';
import { readMultipart, UploadRefused } from './read-multipart';
import { storeUpload } from './store-upload';
import { LARGEST_UPLOAD_BYTES, ruleFor } from './upload-rules';
import { msg, type Text } from '../../domain/i18n/message';

const NAME = /^[A-Za-z][A-Za-z0-9_-]{0,63}$/;
export const NO_FILE_ERROR = msg('server.uploadFileRequired');
const NOT_FOUND = { error: msg('server.notFound') };

const refuse = (message: Text) => ({ message, error: message });

/** An attachment header that keeps any name, in ASCII and in UTF-8 (RFC 6266). */
export function attachmentHeader(name: string): string {
  const ascii = name.replace(/[^\x20-\x7E]/g, '_').replace(/["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}

/** The cash logo's name for the merchant's store (the lead's store name until store details are saved). */
async function cashLogoNameOf(deps: AppDeps, merchantId: string): Promise<string | undefined> {
  const merchant = await deps.repos.merchants.findById(merchantId);
  if (!merchant) return undefined;
  const facts = merchantFacts(merchant, await deps.repos.merchantSections.get(merchantId));
  return cashPayLogoFilename(facts.storeName || 'store');
}

/** POST /api/upload-file and GET /api/files/:id. */
export async function uploadFileRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  app.post(
    MERCHANT_API.uploadFile,
    { preHandler: requireMerchant(deps.sessions), bodyLimit: LARGEST_UPLOAD_BYTES + 1024 * 1024 },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      if (!request.isMultipart()) {
        return reply.code(400).send(refuse(msg('server.uploadNotMultipart')));
      }
      let body;
      try {
        body = await readMultipart(request, {
          fileSize: LARGEST_UPLOAD_BYTES,
          tooLarge: ruleFor('', undefined).messages.tooLarge,
          files: 1,
          fields: 3,
          fieldSize: 2000,
        });
      } catch (error) {
        if (error instanceof UploadRefused) return reply.code(400).send(refuse(error.text));
        throw error;
      }
      const file = body.files.file;
      if (!file) return reply.code(400).send(refuse(NO_FILE_ERROR));
      const bucketType = body.fields.bucketType?.trim() || DEFAULT_BUCKET;
      const field = body.fields.field?.trim() || undefined;
      if (!NAME.test(bucketType) || (field !== undefined && !NAME.test(field))) {
        return reply.code(400).send(refuse(msg('server.uploadBucketNotValid')));
      }
      const rule = ruleFor(bucketType, field);
      const merchantId = request.merchantSession!.merchant_id;
      // doc 2 §5: the cash logo's upload name is the lowercased store name plus _cashpay_logo,
      // whatever the browser calls the file.
      const cashLogoName =
        bucketType === CASH_BUCKET ? await cashLogoNameOf(deps, merchantId) : undefined;
      const stored = await storeUpload(deps, merchantId, {
        bytes: file.bytes,
        name: cashLogoName ?? (body.fields.filename?.trim() || file.filename),
        bucketType,
        field,
        rule,
        appendExtension: cashLogoName !== undefined,
      });
      if (!stored.ok) return reply.code(400).send(refuse(stored.message));
      return {
        url: stored.url,
        name: stored.row.original_name,
        message: UPLOAD_SUCCESS_MESSAGE,
      } satisfies UploadFileResponse;
    },
  );

  app.get<{ Params: { id: string } }>(
    `${MERCHANT_API.files}:id`,
    { preHandler: requireMerchant(deps.sessions) },
    async (request, reply) => {
      const merchantId = request.merchantSession!.merchant_id;
      const id = request.params.id;
      const row = /^[A-Za-z0-9_-]{1,64}$/.test(id)
        ? await deps.repos.uploads.findOwned(merchantId, id)
        : undefined;
      if (!row) return reply.code(404).send(NOT_FOUND);
      const bytes = await deps.uploadStore.read(merchantId, row.id);
      return reply
        .header('content-type', row.mime_type)
        .header('content-disposition', attachmentHeader(row.original_name))
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'private, no-store')
        .send(bytes);
    },
  );
}
