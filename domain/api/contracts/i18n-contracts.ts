/** The contract of the language call; see domain/api/route-contract.ts. */
import * as v from 'valibot';
import { LANGUAGES } from '../../i18n/language';
import { msg } from '../../i18n/message';
import { I18N_API } from '../i18n-api';
import { objectWith, type RouteContract } from '../route-contract';

export const I18N_CONTRACTS: readonly RouteContract[] = [
  {
    method: 'POST',
    path: I18N_API.language,
    access: 'public',
    summary:
      "Keeps the language chosen for the portal and its e-mails (en, fr-CA) for the session's e-mail.",
    body: objectWith(['language']),
    response: v.looseObject({ language: v.picklist(LANGUAGES), stored: v.boolean() }),
    invalid: { error: msg('common.language.unknown') },
  },
];
