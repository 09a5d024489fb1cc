/** The lead form's own words that no view model carries: its frame, buttons and notes. */
import { msg } from '../../domain/i18n/message';

export const LEAD_WORDS = {
  screenTitle: msg('lead.screen.title'),
  formLabel: msg('lead.form.label'),
  sending: msg('lead.form.sending'),
  privacyLink: msg('lead.ukPrivacy.link'),
  newTab: msg('lead.ukPrivacy.newTab'),
  back: msg('lead.back'),
} as const;
