/**
 * POST /api/save (doc 2 §7 "Save flow"): multipart form data with `saveData`, `storeData` and
 * `formCompletionData` as JSON text and an optional `storeLocationsFile`, or the same three parts
 * as one JSON object. The work is in server/merchant/save-merchant.ts.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  DEFAULT_BUCKET,
  MERCHANT_API,
  type MerchantSaveResponse,
} from '../../domain/api/merchant-api';
import type { StoreLocationsFile } from '../../domain/merchant/merchant';
import type { AppDeps } from '../app/app-deps';
import { REAUTHENTICATE_ERROR, requireMerchant } from '../session/require-merchant';
import { MERCHANT_BODY_ERRORS } from '../../domain/api/contracts/merchant-contracts';
import { objectBodyOf } from '../http/route-contracts';
import { refuseFields } from './merchant-replies';
import { viewerRoleOf } from '../session/viewer-role';
import { saveMerchant, type SaveRequest } from './save-merchant';
import { readMultipart, UploadRefused } from '../uploads/read-multipart';
import { storeUpload } from '../uploads/store-upload';
import { STORE_LOCATIONS_RULE } from '../uploads/upload-rules';
import type { Text } from '../../domain/i18n/message';
import { judgedSave } from '../revision/revision-save-rule';

const PARTS = ['saveData', 'storeData', 'formCompletionData'] as const;
const NOT_VALID = MERCHANT_BODY_ERRORS.save;
/** A save's JSON is small: sections of text, at most five owners and a list of locations. */
export const SAVE_BODY_LIMIT = 2 * 1024 * 1024;
const SAVE_WITH_FILE_LIMIT = SAVE_BODY_LIMIT + STORE_LOCATIONS_RULE.maxBytes;

/** A part given as JSON text (form data) or as a value (a JSON body). */
function partValue(value: unknown): { ok: true; value: unknown } | { ok: false } {
  if (typeof value !== 'string') return { ok: true, value };
  try {
    return { ok: true, value: JSON.parse(value) as unknown };
  } catch {
    return { ok: false };
  }
}

type ReadSave = { ok: true; save: SaveRequest } | { ok: false; error: Text };

async function readSave(
  request: FastifyRequest,
  deps: AppDeps,
  merchantId: string,
): Promise<ReadSave> {
  let raw: Record<string, unknown> | undefined;
  let uploadedLocationsFile: StoreLocationsFile | undefined;
  if (request.isMultipart()) {
    const body = await readMultipart(request, {
      fileSize: STORE_LOCATIONS_RULE.maxBytes,
      tooLarge: STORE_LOCATIONS_RULE.messages.tooLarge,
      files: 1,
      fields: PARTS.length,
      fieldSize: SAVE_BODY_LIMIT,
    });
    raw = body.fields;
    const file = body.files.storeLocationsFile;
    if (file) {
      const stored = await storeUpload(deps, merchantId, {
        bytes: file.bytes,
        name: file.filename,
        bucketType: DEFAULT_BUCKET,
        field: 'storeLocationUpload',
        rule: STORE_LOCATIONS_RULE,
      });
      if (!stored.ok) return { ok: false, error: stored.message };
      uploadedLocationsFile = { name: stored.row.original_name, path: stored.url };
    }
  } else {
    raw = objectBodyOf(request);
  }
  if (!raw) return { ok: false, error: NOT_VALID };
  const save: SaveRequest = {
    saveData: undefined,
    storeData: undefined,
    formCompletionData: undefined,
  };
  for (const part of PARTS) {
    const parsed = partValue(raw[part]);
    if (!parsed.ok) return { ok: false, error: NOT_VALID };
    save[part] = parsed.value;
  }
  if (PARTS.every((part) => save[part] === undefined) && !uploadedLocationsFile) {
    return { ok: false, error: NOT_VALID };
  }
  return { ok: true, save: { ...save, ...(uploadedLocationsFile && { uploadedLocationsFile }) } };
}

/** POST /api/save. */
export async function saveRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  app.post(
    MERCHANT_API.save,
    { preHandler: requireMerchant(deps.sessions), bodyLimit: SAVE_WITH_FILE_LIMIT },
    async (request: FastifyRequest, reply: FastifyReply) => {
      reply.header('cache-control', 'no-store');
      const merchantId = request.merchantSession!.merchant_id;
      let read: ReadSave;
      try {
        read = await readSave(request, deps, merchantId);
      } catch (error) {
        if (!(error instanceof UploadRefused)) throw error;
        read = { ok: false, error: error.text };
      }
      if (!read.ok) return reply.code(400).send({ error: read.error, message: read.error });
      const save = read.save;
      const session = request.merchantSession!;
      const judged = await judgedSave(deps, merchantId, async (repos, loaded) =>
        saveMerchant(
          repos,
          loaded,
          save,
          deps.clock(),
          loaded && (await viewerRoleOf(session.email, loaded.row, repos.accountContacts)),
        ),
      );
      // While a request for changes is open, a save reaching beyond it is refused whole.
      if (judged.refused) return reply.code(409).send(judged.refused);
      const { outcome } = judged;
      const revision = outcome.revision !== undefined ? { revision: outcome.revision } : {};
      switch (outcome.kind) {
        case 'unknown-merchant':
          return reply.code(401).send({ error: REAUTHENTICATE_ERROR });
        case 'malformed':
          return reply.code(400).send({ error: outcome.error });
        case 'forbidden':
          return reply.code(403).send({ error: outcome.error });
        case 'platform':
          return { userState: outcome.userState, ...revision } satisfies MerchantSaveResponse;
        case 'invalid':
          return refuseFields(request, reply, outcome.errors);
        case 'saved':
          return {
            userState: outcome.userState,
            formCompletedState: outcome.formCompletedState,
            ...revision,
          } satisfies MerchantSaveResponse;
      }
    },
  );
}
