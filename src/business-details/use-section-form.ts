/**
 * A business details form held by the onboarding actor, like the owners and locations: the values
 * shown are the actor's merchant (restored, then changed by `draft.change` as the merchant types),
 * the messages are the actor's errors (its check on submit with the shared section schemas, the
 * server's, and the re-check of a corrected field, domain/business-details/recheck-errors.ts), and
 * submit asks the actor to check and save the section. The view decides nothing (decision 0189).
 */
import { useActorView } from '../app/use-actor-view';
import type { FormEvent } from 'react';
import type { BusinessSection } from '../../domain/business-details/accordion';
import { validationContextOf } from '../../domain/schemas/validation-context';
import { useBusinessDetailsActor } from './business-details-actor';

export interface SectionFormOptions {
  section: BusinessSection;
  /** The section's record in the merchant, and where its changes go. */
  record: 'companyInformation' | 'storeDetails';
}

const sameContext = (a: object, b: object) => JSON.stringify(a) === JSON.stringify(b);

/** The form of one business section. */
export function useSectionForm<T extends object>(options: SectionFormOptions) {
  const actor = useBusinessDetailsActor();
  const { record } = options;
  const values = useActorView(actor, (s) => s.context.merchant[record]) as unknown as T &
    Record<string, unknown>;
  const context = useActorView(actor, (s) => validationContextOf(s.context.merchant), sameContext);
  const errors = useActorView(actor, (s) => s.context.errors[record]);
  const saving = useActorView(actor, (s) => s.matches({ ready: { form: 'saving' } }));

  const errorOf = (field: string) => errors?.[field]?.error;
  // Read from the actor at the moment of the change, so the several fields an address pick fills
  // in one go each build on the one before.
  const setField = (field: string, value: unknown) =>
    actor.send({
      type: 'draft.change',
      changes: { [record]: { ...actor.getSnapshot().context.merchant[record], [field]: value } },
    });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    actor.send({ type: 'section.submit', section: options.section });
  };
  return { values, context, errorOf, setField, submit, saving };
}
