/** The Beneficial Owners section (doc 1 §3 "owner", doc 2 §4 "Owners and locations"). */
import { Alert, Anchor, Button, Checkbox, Group, Stack, Text } from '@mantine/core';
import { useActorView } from '../app/use-actor-view';
import { useId } from 'react';
import { Link } from 'react-router-dom';
import type { Owner } from '../../domain/business-details/owner';
import {
  ownerListErrorOf,
  ownersView,
  validationView,
} from '../../machines/business-details/business-details-view';
import { shallowEqual } from '../../machines/forms/view-memo';
import { mayAddMoreItems } from '../../machines/business-details/collection.machine';
import { PageLoader } from '../app/page-loader';
import { useCollectionActor } from './collection-actor';
import { CollectionView, type CollectionActor } from './collection-view';
import { useBusinessDetailsActor, type BusinessDetailsActor } from './business-details-actor';
import { RecordFields } from './record-fields';
import { Say, useSay } from '../i18n/say';

/** doc 2 §5: the agreement checkbox of the owners step, in English (business.owners.agreement). */
export const AGREEMENT_LABEL = 'I accept the merchant agreement and privacy policy';

/** The owners, the agreement and Submit, once the business details actor runs the owners. */
export function OwnersForm() {
  const actor = useBusinessDetailsActor();
  const owners = useCollectionActor(actor, 'owners');
  return owners ? <OwnersFields actor={actor} owners={owners} /> : <PageLoader />;
}

/** The owners list (the collection decides), the agreement and Submit. */
function OwnersFields({ actor, owners }: { actor: BusinessDetailsActor; owners: CollectionActor }) {
  const validation = useActorView(actor, validationView, shallowEqual);
  const count = useActorView(owners, (s) => s.context.items.length);
  // doc 2 §4: the collection actor decides whether another owner may be added.
  const collectionMayAdd = useActorView(owners, (s) => mayAddMoreItems(s.context));
  const view = useActorView(actor, (s) => ownersView(s, count, collectionMayAdd), shallowEqual);
  const listErrorOf = useActorView(actor, ownerListErrorOf);
  const { agreed, saving } = view;
  const newTabNote = useId();
  const say = useSay();

  const submit = () =>
    actor.send({
      type: 'section.submit',
      section: 'beneficialOwners',
      changes: { owners: owners.getSnapshot().context.items as Owner[], agreementAccepted: agreed },
    });

  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
      noValidate
      aria-label={say({ id: 'business.section.beneficialOwners' })}
    >
      <Stack gap="md">
        <CollectionView
          actor={owners}
          noun="owner"
          describe={(item) => {
            const owner = item as Owner;
            const name = `${owner.firstName} ${owner.lastName}`.trim();
            return name || { id: 'business.owners.newOwner' };
          }}
          renderFields={(item, index, onChange, errorOf) => (
            <RecordFields
              section="owner"
              viewKey={String(index)}
              index={index}
              values={item as unknown as Record<string, unknown>}
              context={{ ...validation, ownerIndex: index }}
              errorOf={errorOf}
              onChange={onChange}
            />
          )}
          listErrorOf={listErrorOf}
          canAdd={view.canAdd}
          canRemove={view.canRemove}
          firstRemovable={false}
        />
        {view.additionalOwnersNotice && (
          <Alert
            color="blue"
            variant="light"
            title={say({ id: 'business.owners.additionalOwnersTitle' })}
          >
            {say(view.additionalOwnersNotice)}
          </Alert>
        )}
        {view.listError && (
          <Text size="sm" c="red" role="alert">
            {say(view.listError)}
          </Text>
        )}
        <span hidden id={newTabNote}>
          {say({ id: 'business.owners.opensInNewTab' })}
        </span>
        <Checkbox
          label={
            // Reads as AGREEMENT_LABEL; the link opens the agreement without leaving the form.
            <Say
              text={{ id: 'business.owners.agreement' }}
              tags={{
                link: (chunks) => (
                  <Anchor
                    // The label's own size: an Anchor sets the body size of its own.
                    inherit
                    component={Link}
                    to={view.agreementLink}
                    target="_blank"
                    rel="noopener noreferrer"
                    aria-describedby={newTabNote}
                  >
                    {chunks}
                  </Anchor>
                ),
              }}
            />
          }
          checked={agreed}
          readOnly={view.agreementReadOnly}
          // Mantine keeps a read-only box as it is but does not say so to assistive technology.
          aria-readonly={view.agreementReadOnly || undefined}
          onChange={(event) => {
            if (view.agreementReadOnly) return;
            actor.send({
              type: 'draft.change',
              changes: { agreementAccepted: event.currentTarget.checked },
            });
          }}
          error={view.agreementError === undefined ? undefined : say(view.agreementError)}
          // Mantine links the message through aria-describedby but does not mark the box invalid.
          aria-invalid={view.agreementError ? true : undefined}
        />
        <Group justify="flex-end">
          <Button type="submit" loading={saving}>
            {say({ id: 'business.owners.submit' })}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
