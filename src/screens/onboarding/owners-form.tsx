/** The Beneficial Owners section (doc 1 §3 "owner", doc 2 §4 "Owners and locations"). */
import { Anchor, Button, Checkbox, Group, Stack, Text } from '@mantine/core';
import { useSelector } from '@xstate/react';
import { useId } from 'react';
import { Link } from 'react-router-dom';
import { merchantAgreementLinkOf } from '../../../domain/agreements/agreement-link';
import { ownerErrorKey } from '../../../domain/errors/field-errors';
import type { Owner } from '../../../domain/merchant/owner';
import { OWNERS_ERROR_MESSAGE } from '../../../domain/schemas/owners.schema';
import { validationContextOf } from '../../../domain/schemas/validation-context';
import { mayAddMoreItems } from '../../../machines/collection.machine';
import { PageLoader } from '../../app/page-loader';
import { useCollectionActor } from './collection-actor';
import { CollectionView, type CollectionActor } from './collection-view';
import { useOnboardingActor, type OnboardingActor } from './onboarding-actor';
import { RecordFields } from './record-fields';

/** doc 2 §5: the agreement checkbox of the owners step. */
export const AGREEMENT_LABEL = 'I accept the merchant agreement and privacy policy';

/** The owners, the agreement and Submit, once the business details actor runs the owners. */
export function OwnersForm() {
  const actor = useOnboardingActor();
  const owners = useCollectionActor(actor, 'owners');
  return owners ? <OwnersFields actor={actor} owners={owners} /> : <PageLoader />;
}

/** The owners list (the collection decides), the agreement and Submit. */
function OwnersFields({ actor, owners }: { actor: OnboardingActor; owners: CollectionActor }) {
  const validation = useSelector(
    actor,
    (s) => validationContextOf(s.context.merchant),
    (a, b) => JSON.stringify(a) === JSON.stringify(b),
  );
  const count = useSelector(owners, (s) => s.context.items.length);
  const errors = useSelector(actor, (s) => s.context.errors.owners);
  const agreed = useSelector(actor, (s) => s.context.merchant.formCompletion.agreementAccepted);
  // doc 1 §2: the agreement page for the merchant's country, industry and product.
  const agreementLink = useSelector(actor, (s) => merchantAgreementLinkOf(s.context.merchant));
  const newTabNote = useId();
  const saving = useSelector(actor, (s) => s.matches({ ready: { form: 'saving' } }));
  // doc 2 §4: the collection actor decides whether another owner may be added.
  const canAdd = useSelector(owners, (s) => mayAddMoreItems(s.context));
  const listErrorOf = (index: number, field: string) =>
    errors?.[ownerErrorKey(index, field)]?.error;
  const listHasErrors = Object.keys(errors ?? {}).some((key) => key.startsWith('bo_'));

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
      aria-label="Beneficial Owners"
    >
      <Stack gap="md">
        <CollectionView
          actor={owners}
          noun="owner"
          describe={(item) => {
            const owner = item as Owner;
            return `${owner.firstName} ${owner.lastName}`.trim() || 'New owner';
          }}
          renderFields={(item, index, onChange, errorOf) => (
            <RecordFields
              section="owner"
              viewKey={String(index)}
              values={item as unknown as Record<string, unknown>}
              context={{ ...validation, ownerIndex: index }}
              errorOf={errorOf}
              onChange={onChange}
            />
          )}
          listErrorOf={listErrorOf}
          canAdd={canAdd}
          firstRemovable={false}
        />
        {count >= 2 && listHasErrors && (
          <Text size="sm" c="red" role="alert">
            {OWNERS_ERROR_MESSAGE}
          </Text>
        )}
        <span hidden id={newTabNote}>
          Opens in a new tab
        </span>
        <Checkbox
          label={
            // Reads as AGREEMENT_LABEL; the link opens the agreement without leaving the form.
            <>
              I accept the{' '}
              <Anchor
                // The label's own size: an Anchor sets the body size of its own.
                inherit
                component={Link}
                to={agreementLink}
                target="_blank"
                rel="noopener noreferrer"
                aria-describedby={newTabNote}
              >
                merchant agreement
              </Anchor>{' '}
              and privacy policy
            </>
          }
          checked={agreed}
          onChange={(event) =>
            actor.send({
              type: 'draft.change',
              changes: { agreementAccepted: event.currentTarget.checked },
            })
          }
          error={errors?.agreementAccepted?.error}
          // Mantine links the message through aria-describedby but does not mark the box invalid.
          aria-invalid={errors?.agreementAccepted?.error ? true : undefined}
        />
        <Group justify="flex-end">
          <Button type="submit" loading={saving}>
            Submit business details
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
