/**
 * Activate in-store (doc 1 §2, §4): by e-mail, or self-serve for eligible stores with one tab and
 * one spawned actor per store: the $1.00 test purchase, a card tap that is declined as expected,
 * and the check every 5 s until the back office has recorded it.
 */
import { Alert, Button, Group, List, Loader, Stack, Tabs, Text } from '@mantine/core';
import { useActorView } from '../../app/use-actor-view';
import type { ActorRefFrom } from 'xstate';
import {
  storeActorId,
  type inStoreActivationMachine,
  type storeActivationMachine,
} from '../../../machines/status/in-store-activation.machine';
import { inStoreCardView } from '../../../machines/status/status-view';
import type { PageStatus } from '../status-calls';
import { StatusCard } from '../status-card';
import { useSay } from '../../i18n/say';
import { useStatusActor } from '../status-page-context';

const TITLE = { id: 'status.inStore.title' } as const;

type StoreActor = ActorRefFrom<typeof storeActivationMachine>;
type ActivationActor = ActorRefFrom<typeof inStoreActivationMachine>;

function StorePanel({ store, parent }: { store: StoreActor; parent: ActivationActor }) {
  const state = useActorView(store, (s) => s.value);
  const error = useActorView(store, (s) => s.context.error);
  const othersOpen = useActorView(
    parent,
    (s) => s.context.activated.length < s.context.stores.length,
  );
  const say = useSay();
  if (state === 'activated') {
    return (
      <Stack gap="xs">
        <Alert color="green" title={say({ id: 'status.inStore.activated' })}>
          {/* doc 1 §2: "In-store ready within 3 business days after a declined test transaction." */}
          {say({ id: 'status.inStore.readyWithin' })}
        </Alert>
        {othersOpen && (
          <Group>
            <Button onClick={() => parent.send({ type: 'store.continue' })}>
              {say({ id: 'status.inStore.continue' })}
            </Button>
          </Group>
        )}
      </Stack>
    );
  }
  if (state === 'failed') {
    return (
      <Alert color="red" role="alert" title={say(error)}>
        <Button size="xs" variant="light" onClick={() => store.send({ type: 'activation.retry' })}>
          {say({ id: 'status.tryAgain' })}
        </Button>
      </Alert>
    );
  }
  if (state === 'gettingToken') {
    return (
      <Group gap="sm" role="status">
        <Loader size="sm" />
        <Text size="sm">{say({ id: 'status.inStore.preparing' })}</Text>
      </Group>
    );
  }
  return (
    <Stack gap="xs">
      <List type="ordered" size="sm" spacing={4}>
        <List.Item>{say({ id: 'status.inStore.stepPurchase' })}</List.Item>
        <List.Item>{say({ id: 'status.inStore.stepTap' })}</List.Item>
        <List.Item>{say({ id: 'status.inStore.stepDeclined' })}</List.Item>
      </List>
      <Group gap="sm" role="status">
        <Loader size="xs" />
        <Text size="sm">{say({ id: 'status.inStore.waitingPurchase' })}</Text>
      </Group>
    </Stack>
  );
}

/**
 * The self-serve card, once the compliance actor runs the activation (it starts it when the
 * status shown offers the test purchase, machines/status/status.machine.ts).
 */
function SelfServeActivation({ status, index }: { status: PageStatus; index: number }) {
  const compliance = useStatusActor();
  const actor = useActorView(compliance, (s) => s.children.inStore);
  const say = useSay();
  if (!actor) {
    const card = inStoreCardView(status, false).status;
    return (
      <StatusCard title={TITLE} status={card} index={index}>
        <Loader size="sm" aria-label={say({ id: 'status.loading' })} />
      </StatusCard>
    );
  }
  return <SelfServeStores status={status} index={index} actor={actor} />;
}

function SelfServeStores(props: { status: PageStatus; index: number; actor: ActivationActor }) {
  const { status, index, actor } = props;
  const selected = useActorView(actor, (s) => s.context.selected);
  const allActivated = useActorView(actor, (s) => s.matches('allActivated'));
  const children = useActorView(actor, (s) => s.children);
  const card = inStoreCardView(status, allActivated).status;
  return (
    <StatusCard title={TITLE} status={card} index={index}>
      <Tabs
        value={selected}
        onChange={(id) => id && actor.send({ type: 'store.select', storeLocationId: id })}
      >
        <Tabs.List>
          {status.storeLocations.map((store) => (
            <Tabs.Tab key={store.id} value={store.id}>
              {store.locationName || store.label}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {status.storeLocations.map((store) => {
          const child = children[storeActorId(store.id)] as StoreActor | undefined;
          return (
            <Tabs.Panel key={store.id} value={store.id} pt="sm">
              {child && <StorePanel store={child} parent={actor} />}
            </Tabs.Panel>
          );
        })}
      </Tabs>
    </StatusCard>
  );
}

export function InStoreActivationCard({ status, index }: { status: PageStatus; index: number }) {
  const view = inStoreCardView(status, false);
  const say = useSay();
  if (view.kind === 'selfServe') return <SelfServeActivation status={status} index={index} />;
  if (view.kind === 'selfServeWaiting') {
    return (
      <StatusCard title={TITLE} status={view.status} index={index}>
        <Text size="sm">
          {say({ id: view.live ? 'status.inStore.active' : 'status.inStore.waiting' })}
        </Text>
      </StatusCard>
    );
  }
  return (
    <StatusCard title={TITLE} status={view.status} index={index}>
      {view.emailNotice ? (
        <Alert color="orange" role="note">
          {say({ id: 'status.inStore.emailNotice' })}
        </Alert>
      ) : (
        <Text size="sm">{say(view.text)}</Text>
      )}
    </StatusCard>
  );
}
