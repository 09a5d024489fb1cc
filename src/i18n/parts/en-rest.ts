/** The en catalogue's rest: what a signed-in merchant reads past the sign-in. */
import help from '../../../locales/en/help.json';
import lead from '../../../locales/en/lead.json';
import business from '../../../locales/en/business.json';
import fields from '../../../locales/en/fields.json';
import picklists from '../../../locales/en/picklists.json';
import validation from '../../../locales/en/validation.json';
import bank from '../../../locales/en/bank.json';
import support from '../../../locales/en/support.json';
import status from '../../../locales/en/status.json';
import revision from '../../../locales/en/revision.json';
import agreement from '../../../locales/en/agreement.json';
import cash from '../../../locales/en/cash.json';

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
