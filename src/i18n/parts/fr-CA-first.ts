/** The fr-CA catalogue's first part: what the sign-in pages and the frame of every page say. */
import common from '../../../locales/fr-CA/common.json';
import session from '../../../locales/fr-CA/session.json';

export default { ...common, ...session };
