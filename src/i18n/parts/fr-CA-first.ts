/** The fr-CA catalogue's first part: what the sign-in pages and the block pages say. */
import common from '../../../locales/fr-CA/common.json';
import session from '../../../locales/fr-CA/session.json';
import blocks from '../../../locales/fr-CA/blocks.json';

export default { ...common, ...session, ...blocks };
