/**
 * What every panel of one application reads from its actor: the application, its drafts, whether
 * a change is being saved, and the events that edit a draft and save it.
 */
import type { ApplicationDetail } from '../../domain/api/back-office-api';
import type { ApplicationDrafts, DraftedChange } from '../../machines/ops/application-drafts';
import { ApplicationActor } from './console-actors';

export interface ApplicationPanel {
  application: ApplicationDetail;
  drafts: ApplicationDrafts;
  busy: boolean;
  edit(values: Partial<ApplicationDrafts>): void;
  save(kind: DraftedChange): void;
}

/** The panel's view of the shown application (rendered only once it is shown). */
export function useApplicationPanel(): ApplicationPanel {
  const actor = ApplicationActor.useActorRef();
  const application = ApplicationActor.useSelector((s) => s.context.application);
  const drafts = ApplicationActor.useSelector((s) => s.context.drafts);
  const busy = ApplicationActor.useSelector((s) => s.matches('saving'));
  if (!application || !drafts) throw new Error('An application panel needs the application shown');
  return {
    application,
    drafts,
    busy,
    edit: (values) => actor.send({ type: 'draft.change', values }),
    save: (kind) => actor.send({ type: 'application.save', kind }),
  };
}
