/** The fr-CA catalogue's rest: what a signed-in merchant reads past the sign-in. */
import help from '../../../locales/fr-CA/help.json';
import lead from '../../../locales/fr-CA/lead.json';
import business from '../../../locales/fr-CA/business.json';
import fields from '../../../locales/fr-CA/fields.json';
import picklists from '../../../locales/fr-CA/picklists.json';
import validation from '../../../locales/fr-CA/validation.json';
import bank from '../../../locales/fr-CA/bank.json';
import support from '../../../locales/fr-CA/support.json';
import status from '../../../locales/fr-CA/status.json';
import revision from '../../../locales/fr-CA/revision.json';
import agreement from '../../../locales/fr-CA/agreement.json';
import cash from '../../../locales/fr-CA/cash.json';

export default {
  ...help,
  ...lead,
  ...business,
  ...fields,
  ...picklists,
  ...validation,
  ...bank,
  ...support,
  ...status,
  ...revision,
  ...agreement,
  ...cash,
};
