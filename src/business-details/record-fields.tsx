/**
 * The fields of one record (company information, store details, an owner, a location) as its view
 * model gives them (machines/business-details/record-fields-view.ts): each shown field's input, with the address block
 * where the record has one.
 */
import { Stack } from '@mantine/core';
import { useActorView } from '../app/use-actor-view';
import { useCallback, useRef } from 'react';
import type { ApplicabilityContext } from '../../domain/applicability/context';
import { recordView, type RecordSection } from '../../machines/business-details/record-fields-view';
import { AddressFields } from '../forms/address-fields';
import { FieldInput } from '../forms/field-input';
import { useBusinessDetailsActor } from './business-details-actor';
import type { Text } from '../../domain/i18n/message';

export type { RecordSection };

export interface RecordFieldsProps {
  section: RecordSection;
  values: Readonly<Record<string, unknown>>;
  context: ApplicabilityContext;
  /** The message under a field, if any. */
  errorOf: (field: string) => Text | undefined;
  onChange: (field: string, value: unknown) => void;
  /** Tells apart records shown at once (an owner's index). */
  viewKey?: string;
  /** An owner's or a location's place in its list. */
  index?: number;
}

/** The visible fields of a record. */
export function RecordFields(props: RecordFieldsProps) {
  // One handler for the record's life, so the fields a keystroke did not change skip rendering.
  const latest = useRef(props.onChange);
  latest.current = props.onChange;
  const onChange = useCallback((field: string, value: unknown) => latest.current(field, value), []);
  const actor = useBusinessDetailsActor();
  const search = useActorView(actor, (s) => s.children.addressSearch);
  const revision = useActorView(actor, (s) => s.context.revision);
  const items = recordView({
    section: props.section,
    values: props.values,
    context: props.context,
    errorOf: props.errorOf,
    revision,
    ...(props.index === undefined ? {} : { index: props.index }),
    ...(props.viewKey === undefined ? {} : { key: props.viewKey }),
  });
  return (
    <Stack gap="sm">
      {items.map((item) =>
        item.kind === 'field' ? (
          <FieldInput key={item.view.name} view={item.view} onChange={onChange} />
        ) : (
          <AddressFields key="address" view={item.view} search={search} onChange={onChange} />
        ),
      )}
    </Stack>
  );
}
