/** The en catalogue's first part: what the sign-in pages and the frame of every page say. */
import common from '../../../locales/en/common.json';
import session from '../../../locales/en/session.json';

export default { ...common, ...session };
