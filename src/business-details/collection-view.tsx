/**
 * A collection of owners or store locations (doc 1 §2 "Collection modals"): with one item its
 * fields show inline and there is no list; with two or more a list shows each item with Edit and
 * Remove, and the item opens in a modal (max width 648) to add or edit. The collection actor
 * decides; this view only shows it and sends events.
 */
import { Button, Group, Modal, Paper, Stack, Text } from '@mantine/core';
import { useActorView } from '../app/use-actor-view';
import type { ReactNode } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { FieldError } from '../../domain/errors/field-errors';
import type { Text as Words } from '../../domain/i18n/message';
import { useSay } from '../i18n/say';
import type {
  CollectionItem,
  collectionMachine,
} from '../../machines/business-details/collection.machine';

export type CollectionActor = ActorRefFrom<typeof collectionMachine>;

/** doc 1 §2: collection modals are at most 648 px wide. */
export const COLLECTION_MODAL_WIDTH = 648;

export interface CollectionViewProps {
  actor: CollectionActor;
  /** 'owner' or 'location', for the buttons and headings. */
  noun: 'owner' | 'location';
  /** The line that names an item in the list. */
  describe: (item: CollectionItem, index: number) => Words;
  /** The fields of an item, bound to `onChange`, with `errorOf` under them. */
  renderFields: (
    item: CollectionItem,
    index: number,
    onChange: (field: string, value: unknown) => void,
    errorOf: (field: string) => Words | undefined,
  ) => ReactNode;
  /** Errors of the items from the section's own check or the server, by item and field. */
  listErrorOf: (index: number, field: string) => Words | undefined;
  canAdd: boolean;
  /** The first item cannot be removed (the first owner is always present). */
  firstRemovable: boolean;
  /** Items may be removed (not while a request for changes is open); true when left out. */
  canRemove?: boolean;
}

/** The list, the single inline item, the Add button and the modal. */
export function CollectionView(props: CollectionViewProps) {
  const { actor, noun } = props;
  const say = useSay();
  const items = useActorView(actor, (s) => s.context.items);
  const index = useActorView(actor, (s) => s.context.index);
  const adding = useActorView(actor, (s) => s.matches({ open: 'adding' }));
  const open = useActorView(actor, (s) => s.matches('open'));
  const itemErrors = useActorView(actor, (s) => s.context.itemErrors);
  const refusal = useActorView(actor, (s) => s.context.refusal);
  const openItem = index === null ? undefined : items[index];
  const title = say({
    id: adding ? 'business.collection.add' : 'business.collection.edit',
    values: { noun },
  });

  return (
    <Stack gap="sm">
      {items.length === 1 &&
        props.renderFields(
          items[0]!,
          0,
          (field, value) =>
            actor.send({ type: 'item.update', index: 0, values: { [field]: value } }),
          (field) => props.listErrorOf(0, field),
        )}
      {items.length >= 2 && (
        <Stack
          gap="xs"
          role="list"
          aria-label={say({ id: 'business.collection.list', values: { noun } })}
        >
          {items.map((item, i) => (
            <Paper key={i} withBorder p="sm" role="listitem">
              <Group justify="space-between">
                <Text fw={500}>{say(props.describe(item, i))}</Text>
                <Group gap="xs">
                  <Button
                    variant="light"
                    size="xs"
                    onClick={() => actor.send({ type: 'item.edit', index: i })}
                  >
                    {say({ id: 'business.collection.editItem', values: { noun, place: i + 1 } })}
                  </Button>
                  {props.canRemove !== false && (i > 0 || props.firstRemovable) && (
                    <Button
                      variant="subtle"
                      color="red"
                      size="xs"
                      onClick={() => actor.send({ type: 'item.remove', index: i })}
                    >
                      {say({
                        id: 'business.collection.removeItem',
                        values: { noun, place: i + 1 },
                      })}
                    </Button>
                  )}
                </Group>
              </Group>
            </Paper>
          ))}
        </Stack>
      )}
      {props.canAdd && (
        <Group>
          <Button variant="outline" onClick={() => actor.send({ type: 'item.add' })}>
            {say({ id: 'business.collection.add', values: { noun } })}
          </Button>
        </Group>
      )}
      {refusal && (
        <Text size="sm" c="red" role="alert">
          {say(refusal)}
        </Text>
      )}
      <Modal
        opened={open && openItem !== undefined}
        onClose={() => actor.send({ type: 'item.cancel' })}
        title={title}
        size={COLLECTION_MODAL_WIDTH}
      >
        {openItem !== undefined && index !== null && (
          <Stack gap="md">
            {props.renderFields(
              openItem,
              index,
              (field, value) => actor.send({ type: 'item.change', values: { [field]: value } }),
              (field) => (itemErrors as Record<string, FieldError | undefined>)[field]?.error,
            )}
            <Group justify="flex-end">
              <Button variant="default" onClick={() => actor.send({ type: 'item.cancel' })}>
                {say({ id: 'business.collection.cancel' })}
              </Button>
              <Button onClick={() => actor.send({ type: 'item.save' })}>
                {say({ id: 'business.collection.save', values: { noun } })}
              </Button>
            </Group>
          </Stack>
        )}
      </Modal>
    </Stack>
  );
}
