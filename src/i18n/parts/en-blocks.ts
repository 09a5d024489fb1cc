/** The en catalogue's block pages (thank you, maintenance, not found…), loaded with them. */
import blocks from '../../../locales/en/blocks.json';

export default { ...blocks };
