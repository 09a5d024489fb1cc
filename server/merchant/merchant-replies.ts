/** Answers shared by the merchant's calls. */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { saveErrorMessage, type MerchantSaveResponse } from '../../domain/api/merchant-api';
import type { MerchantRevision, RevisionRefusal } from '../../domain/api/revision-api';
import type { ValidationErrors } from '../../domain/errors/field-errors';
import { isUserState } from '../../domain/session/user-state';
import { REAUTHENTICATE_ERROR } from '../session/require-merchant';
import type { FormOutcome } from '../bank/save-bank';
import { msg, type Text } from '../../domain/i18n/message';

/** doc 2 §8 names the onboarding forms; other forms show their fields' own messages. */
export const FIELD_ERRORS_MESSAGE = msg('business.server.fieldErrors');

/**
 * A 400 with the field error map and the request's correlation id as `errorId` (doc 2 §8: the
 * app quotes it in 'There was an issue with … (errorId={id})').
 */
export function refuseFields(
  request: FastifyRequest,
  reply: FastifyReply,
  errors: ValidationErrors,
): FastifyReply {
  // The error is said in the merchant's language at the edge (server/i18n/say-answers.ts).
  const body: Omit<MerchantSaveResponse, 'error'> & { error: Text } = {
    error: saveErrorMessage(errors, request.id) ?? FIELD_ERRORS_MESSAGE,
    validation_errors: errors,
    errorId: request.id,
  };
  return reply.code(400).send(body);
}

/** The answer of a form call: 401 without a record, 400 for bad input or field errors. */
export function replyForm(
  request: FastifyRequest,
  reply: FastifyReply,
  outcome: FormOutcome & { userState?: string; revision?: MerchantRevision | null },
): FastifyReply | MerchantSaveResponse {
  switch (outcome.kind) {
    case 'unknown-merchant':
      return reply.code(401).send({ error: REAUTHENTICATE_ERROR });
    case 'malformed':
      return reply.code(400).send({ error: outcome.error });
    case 'invalid':
      return refuseFields(request, reply, outcome.errors);
    case 'saved':
      return {
        formCompletedState: outcome.formCompletedState,
        ...(isUserState(outcome.userState) && { userState: outcome.userState }),
        ...(outcome.revision !== undefined && { revision: outcome.revision }),
      };
  }
}

/** The answer of a form save judged under the open request for changes (server/revision). */
export function replyJudgedForm(
  request: FastifyRequest,
  reply: FastifyReply,
  judged:
    | { refused: RevisionRefusal }
    | {
        refused?: undefined;
        outcome: FormOutcome & { userState?: string; revision?: MerchantRevision | null };
      },
): FastifyReply | MerchantSaveResponse {
  // While a request for changes is open, a save reaching beyond it is refused whole.
  if (judged.refused) return reply.code(409).send(judged.refused);
  return replyForm(request, reply, judged.outcome);
}
