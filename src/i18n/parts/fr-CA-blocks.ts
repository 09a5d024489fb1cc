/** The fr-CA catalogue's block pages (thank you, maintenance, not found…), loaded with them. */
import blocks from '../../../locales/fr-CA/blocks.json';

export default { ...blocks };
