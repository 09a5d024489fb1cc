/** The Store Details section with its store locations (doc 1 §3 "storeDetails", doc 2 §4). */
import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { useActorView } from '../app/use-actor-view';
import type { Location } from '../../domain/business-details/location';
import type { StoreDetails } from '../../domain/business-details/store-details';
import {
  locationListErrorOf,
  locationsView,
} from '../../machines/business-details/business-details-view';
import { shallowEqual } from '../../machines/forms/view-memo';
import { FileUploadField } from '../forms/file-upload-field';
import { PageLoader } from '../app/page-loader';
import { useCollectionActor } from './collection-actor';
import { CollectionView, type CollectionActor } from './collection-view';
import { useBusinessDetailsActor } from './business-details-actor';
import { RecordFields } from './record-fields';
import { useSectionForm } from './use-section-form';
import type { Message } from '../../domain/i18n/message';
import { useSay } from '../i18n/say';

/** The label of the store location file field, shown when no location is listed. */
export const STORE_LOCATIONS_FILE_LABEL: Message = { id: 'business.locations.fileLabel' };

/** The store details form, once the business details actor runs the store locations. */
export function StoreDetailsForm() {
  const locations = useCollectionActor(useBusinessDetailsActor(), 'locations');
  return locations ? <StoreDetailsFields locations={locations} /> : <PageLoader />;
}

/** The store details; Save sends them with the locations and the store details flag. */
function StoreDetailsFields({ locations }: { locations: CollectionActor }) {
  const actor = useBusinessDetailsActor();
  const { values, context, errorOf, setField, submit, saving } = useSectionForm<StoreDetails>({
    section: 'storeDetails',
    record: 'storeDetails',
  });
  const validation = { ...context, salesChannel: String(values.salesChannel ?? '') };
  const count = useActorView(locations, (s) => s.context.items.length);
  const view = useActorView(actor, (s) => locationsView(s, count), shallowEqual);
  const listErrorOf = useActorView(actor, locationListErrorOf);
  const say = useSay();

  return (
    <form onSubmit={submit} noValidate aria-label={say({ id: 'business.section.storeDetails' })}>
      <Stack gap="md">
        <RecordFields
          section="storeDetails"
          values={values}
          context={context}
          errorOf={errorOf}
          onChange={setField}
        />
        {view.inStore && (
          <Stack gap="sm">
            <Title order={4}>{say({ id: 'business.locations.title' })}</Title>
            <CollectionView
              actor={locations}
              noun="location"
              describe={(item, index) => {
                const location = item as Location;
                // The stored label is "Location {n}" in step with the list (location.ts).
                return {
                  id: 'business.locations.item',
                  values: {
                    place: index + 1,
                    name: location.locationName || { id: 'business.locations.newLocation' },
                  },
                };
              }}
              renderFields={(item, index, onChange, fieldErrorOf) => (
                <RecordFields
                  viewKey={String(index)}
                  index={index}
                  section="location"
                  values={item as unknown as Record<string, unknown>}
                  context={validation}
                  errorOf={fieldErrorOf}
                  onChange={onChange}
                />
              )}
              listErrorOf={listErrorOf}
              canAdd={view.canChangeList}
              canRemove={view.canChangeList}
              firstRemovable
            />
            {count === 0 && (
              <FileUploadField
                label={say(STORE_LOCATIONS_FILE_LABEL)}
                description={say({ id: 'business.locations.fileHint' })}
                name="storeLocationUpload"
                required
                value={view.filePath}
                target={{ field: 'storeLocationUpload' }}
                onChange={(path) =>
                  actor.send({
                    type: 'draft.change',
                    changes: { storeLocationsFile: { name: path, path } },
                  })
                }
                error={view.fileError === undefined ? undefined : say(view.fileError)}
                readOnly={!view.canChangeList}
              />
            )}
            {view.listError && (
              <Text size="sm" c="red" role="alert">
                {say(view.listError)}
              </Text>
            )}
          </Stack>
        )}
        <Group justify="flex-end">
          <Button type="submit" loading={saving}>
            {say({ id: 'business.saveAndContinue' })}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
