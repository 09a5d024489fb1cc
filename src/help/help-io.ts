/**
 * The Contact Us actor's I/O (machines/help/contact-us.machine.ts): the support facts and the
 * help-desk request. Nothing here decides; the machine does.
 */
import { contactUsWithIO, type ContactUsIO } from '../../machines/help/contact-us.machine';
import { loadSupportFacts, sendHelpDeskEmail } from './help-calls';

export function appContactUsIO(): ContactUsIO {
  return {
    loadSupportFacts: (signal) => loadSupportFacts(signal),
    sendHelpDeskEmail: (request, signal) => sendHelpDeskEmail(request, signal),
  };
}

/** The Contact Us machine with the app's calls. */
export const appContactUsMachine = contactUsWithIO(appContactUsIO());
