/** One input of the lead form, bound to the lead actor through its view model (machines/lead/lead-view). */
import { useActorView } from '../app/use-actor-view';
import { useCallback } from 'react';
import type { LeadField as LeadFieldName } from '../../domain/lead/lead';
import { leadFieldView } from '../../machines/lead/lead-view';
import { FieldInput } from '../forms/field-input';
import { useLeadActor } from './lead-actor';

/** The input of lead field `field`. */
export function LeadField(props: { field: LeadFieldName }) {
  const actor = useLeadActor();
  const { field } = props;
  const view = useActorView(actor, (s) => leadFieldView(s, field));
  const onChange = useCallback(
    (name: string, next: unknown) =>
      actor.send({ type: 'lead.change', values: { [name]: next as string } }),
    [actor],
  );
  return <FieldInput view={view} onChange={onChange} />;
}
