/**
 * The owners and store locations collections (doc 1 §2 "Collection modals", doc 2 §4 "Owners and
 * locations"): add, edit and delete in a modal. Cancelling an add removes the new item;
 * cancelling an edit restores the cached values. Owners: at most five, more than one only where
 * the country and business type allow, and a new owner only after a valid first owner. Locations
 * are renumbered on removal. The machine does no I/O: `itemsChanged` hands the list to the
 * business details actor, which runs the collections as its children and provides it
 * (machines/business-details/business-details-collections.ts).
 */
import { and, assign, setup } from 'xstate';
import type { FieldError } from '../../domain/errors/field-errors';
import { emptyLocation, type Location } from '../../domain/business-details/location';
import { addLocation, removeLocation } from '../../domain/business-details/location-list';
import { emptyOwner, type Owner } from '../../domain/business-details/owner';
import { canAddOwner, removeOwner } from '../../domain/business-details/owner-list';
import type { ValidationContext } from '../../domain/schemas/check-context';
import { locationAddError } from '../../domain/business-details/locations.schema';
import { ownerAddError } from '../../domain/business-details/owners.schema';
import { LOCATION_RULES, OWNER_RULES } from '../../domain/business-details/owner-rules';
import { LOCATION_SPECS, OWNER_SPECS } from '../../domain/business-details/owner-checks';
import { ruleErrors } from '../../domain/schemas/rule-errors';
import type { Text } from '../../domain/i18n/message';

export type CollectionKind = 'owners' | 'locations';
export type CollectionItem = Owner | Location;

export interface CollectionInput {
  kind: CollectionKind;
  items: CollectionItem[];
  validation: ValidationContext;
}

export interface CollectionContext extends CollectionInput {
  /** The position of the item open in the modal. */
  index: number | null;
  /** The values of the edited item before the modal opened. */
  cached: CollectionItem | null;
  /** Errors of the item open in the modal, by field name. */
  itemErrors: Record<string, FieldError>;
  /** Why the last add was refused (doc 2 §5), shown under the Add button. */
  refusal: Text | null;
}

export type CollectionEvent =
  | { type: 'collection.sync'; items: CollectionItem[]; validation: ValidationContext }
  | { type: 'item.add' }
  | { type: 'item.edit'; index: number }
  | { type: 'item.remove'; index: number }
  /** An inline change of an item outside the modal (the single-item view). */
  | { type: 'item.update'; index: number; values: Partial<CollectionItem> }
  | { type: 'item.change'; values: Partial<CollectionItem> }
  | { type: 'item.save' }
  | { type: 'item.cancel' };

function itemErrorsOf(context: CollectionContext, item: CollectionItem, index: number) {
  return context.kind === 'owners'
    ? ruleErrors(OWNER_RULES, OWNER_SPECS, item as Owner, {
        ...context.validation,
        ownerIndex: index,
      })
    : ruleErrors(LOCATION_RULES, LOCATION_SPECS, item as Location, context.validation);
}

const openItem = (context: CollectionContext): CollectionItem | undefined =>
  context.index === null ? undefined : context.items[context.index];

function replaceAt(items: CollectionItem[], index: number, values: Partial<CollectionItem>) {
  return items.map((item, i) => (i === index ? ({ ...item, ...values } as CollectionItem) : item));
}

/**
 * doc 2 §4: owners only where additional owners are allowed, and at most five; locations always.
 * The guard of `item.add` and the selector the view's Add button reads.
 */
export function mayAddMoreItems(context: CollectionContext): boolean {
  return (
    context.kind === 'locations' ||
    canAddOwner(context.items as Owner[], {
      registeredCountry: context.validation.registeredCountry,
      businessType: context.validation.businessType,
    })
  );
}

export const collectionMachine = setup({
  types: {
    context: {} as CollectionContext,
    events: {} as CollectionEvent,
    input: {} as CollectionInput,
  },
  actions: {
    /** The list changed: the business details actor takes it (provided by it, as its child). */
    itemsChanged: (_, _params: { kind: CollectionKind; items: CollectionItem[] }) => {},
    appendItem: assign(({ context }) => {
      const items =
        context.kind === 'owners'
          ? [...context.items, emptyOwner()]
          : addLocation(context.items as Location[]);
      return { items, index: items.length - 1, cached: null, itemErrors: {}, refusal: null };
    }),
    refuseAdd: assign(({ context }) => ({
      refusal:
        (context.kind === 'owners'
          ? ownerAddError(context.items as Owner[], context.validation)
          : locationAddError(context.items as Location[], context.validation)
        )?.error ?? null,
    })),
    closeModal: assign({ index: null, cached: null, itemErrors: {} }),
  },
  guards: {
    mayAddMore: ({ context }) => mayAddMoreItems(context),
    /** doc 2 §5: a new owner needs a valid first owner; a new location valid listed ones. */
    listedItemsInvalid: ({ context }) =>
      (context.kind === 'owners'
        ? ownerAddError(context.items as Owner[], context.validation)
        : locationAddError(context.items as Location[], context.validation)) !== undefined,
    indexListed: ({ context, event }) =>
      'index' in event && event.index >= 0 && event.index < context.items.length,
    /**
     * doc 2 §4: the first owner is always present (it carries the lead's name), so only
     * additional owners are removed; locations may go down to none.
     */
    mayRemove: ({ context, event }) =>
      'index' in event &&
      event.index >= (context.kind === 'owners' ? 1 : 0) &&
      event.index < context.items.length,
    openItemValid: ({ context }) => {
      const item = openItem(context);
      return !!item && Object.keys(itemErrorsOf(context, item, context.index!)).length === 0;
    },
  },
}).createMachine({
  id: 'collection',
  context: ({ input }) => ({
    ...input,
    items:
      input.items.length > 0 || input.kind === 'locations'
        ? input.items
        : [input.kind === 'owners' ? emptyOwner() : emptyLocation()],
    index: null,
    cached: null,
    itemErrors: {},
    refusal: null,
  }),
  initial: 'closed',
  states: {
    closed: {
      on: {
        'collection.sync': {
          actions: assign(({ event }) => ({ items: event.items, validation: event.validation })),
        },
        'item.add': [
          { guard: and(['mayAddMore', 'listedItemsInvalid']), actions: 'refuseAdd' },
          {
            guard: 'mayAddMore',
            target: 'open.adding',
            actions: [
              'appendItem',
              {
                type: 'itemsChanged',
                params: ({ context }) => ({ kind: context.kind, items: context.items }),
              },
            ],
          },
        ],
        'item.edit': {
          guard: 'indexListed',
          target: 'open.editing',
          actions: assign(({ context, event }) => ({
            index: event.index,
            cached: context.items[event.index] ?? null,
            itemErrors: {},
            refusal: null,
          })),
        },
        'item.remove': {
          guard: 'mayRemove',
          actions: [
            assign(({ context, event }) => ({
              items:
                context.kind === 'owners'
                  ? removeOwner(context.items as Owner[], event.index)
                  : removeLocation(context.items as Location[], event.index),
              refusal: null,
            })),
            {
              type: 'itemsChanged',
              params: ({ context }) => ({ kind: context.kind, items: context.items }),
            },
          ],
        },
        'item.update': {
          guard: 'indexListed',
          actions: [
            assign(({ context, event }) => ({
              items: replaceAt(context.items, event.index, event.values),
              refusal: null,
            })),
            {
              type: 'itemsChanged',
              params: ({ context }) => ({ kind: context.kind, items: context.items }),
            },
          ],
        },
      },
    },
    open: {
      initial: 'adding',
      on: {
        'item.change': {
          actions: assign(({ context, event }) => {
            const items = replaceAt(context.items, context.index!, event.values);
            if (Object.keys(context.itemErrors).length === 0) return { items };
            // Once Save was pressed, a changed field is checked again at once.
            const now = itemErrorsOf(context, items[context.index!]!, context.index!) as Record<
              string,
              FieldError
            >;
            const itemErrors = { ...context.itemErrors } as Record<string, FieldError>;
            for (const field of Object.keys(event.values)) {
              if (now[field]) itemErrors[field] = now[field];
              else delete itemErrors[field];
            }
            return { items, itemErrors };
          }),
        },
        'item.save': [
          {
            guard: 'openItemValid',
            target: 'closed',
            actions: [
              'closeModal',
              {
                type: 'itemsChanged',
                params: ({ context }) => ({ kind: context.kind, items: context.items }),
              },
            ],
          },
          {
            actions: assign(({ context }) => ({
              itemErrors: itemErrorsOf(context, openItem(context)!, context.index!) as Record<
                string,
                FieldError
              >,
            })),
          },
        ],
      },
      states: {
        adding: {
          on: {
            // Cancelling an add removes the new item (doc 1 §2).
            'item.cancel': {
              target: '#collection.closed',
              actions: [
                assign(({ context }) => ({
                  items: context.items.filter((_, i) => i !== context.index),
                })),
                'closeModal',
                {
                  type: 'itemsChanged',
                  params: ({ context }) => ({ kind: context.kind, items: context.items }),
                },
              ],
            },
          },
        },
        editing: {
          on: {
            // Cancelling an edit restores the cached values (doc 1 §2).
            'item.cancel': {
              target: '#collection.closed',
              actions: [
                assign(({ context }) => ({
                  items: context.cached
                    ? replaceAt(context.items, context.index!, context.cached)
                    : context.items,
                })),
                'closeModal',
              ],
            },
          },
        },
      },
    },
  },
});
