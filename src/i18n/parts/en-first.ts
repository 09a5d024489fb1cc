/** The en catalogue's first part: what the sign-in pages and the block pages say. */
import common from '../../../locales/en/common.json';
import session from '../../../locales/en/session.json';
import blocks from '../../../locales/en/blocks.json';

export default { ...common, ...session, ...blocks };
