/**
 * The contracts of requests for changes (docs/decisions/0262): the console asks for changes and
 * withdraws them, the merchant sends the changed items for review. Bodies are checked for shape;
 * the item rules and their messages are the server's (server/revision).
 */
import * as v from 'valibot';
import { OPS_API } from '../back-office-api';
import { REVISION_API } from '../revision-api';
import { objectWith, type RouteContract } from '../route-contract';
import { ApplicationAnswer } from './back-office-contracts';

/** RevisionSendResponse: the request as sent. */
export const RevisionSendAnswer = v.looseObject({
  revision: v.looseObject({ id: v.string(), state: v.string() }),
});

const REVISION = `${OPS_API.applications}/:id/revision`;

export const REVISION_CONTRACTS: readonly RouteContract[] = [
  {
    method: 'POST',
    path: REVISION,
    access: 'staff',
    summary:
      'Asks the merchant for changes: the flagged items with their reasons and notes, and the days to answer (REQUIRES_ATTENTION; 409 when a request is open).',
    params: objectWith(['id']),
    body: objectWith(['items', 'deadlineDays']),
    response: ApplicationAnswer,
  },
  {
    method: 'POST',
    path: `${REVISION}/withdraw`,
    access: 'staff',
    summary: 'Withdraws the open request for changes (back to IN_REVIEW).',
    params: objectWith(['id']),
    response: ApplicationAnswer,
  },
  {
    method: 'POST',
    path: REVISION_API.send,
    access: 'merchant',
    summary:
      'Sends the changed items for review (back to IN_REVIEW); 409 until every flagged item has changed.',
    response: RevisionSendAnswer,
  },
];
