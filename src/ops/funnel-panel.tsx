/**
 * The funnel in the console (docs/decisions/0255): how many merchants reach each step, where they
 * stop and the median time per step, over the last 7, 30 or 90 days, by country and brand. The
 * chart and the table beside it show the same rows, so a screen reader reads the table. The
 * charts library loads with this screen only, inside the console's own chunk.
 */
import { BarChart } from '@mantine/charts';
import '@mantine/charts/styles.css';
import '@mantine/core/styles/ColorSwatch.css';
import '@mantine/core/styles/FloatingIndicator.css';
import '@mantine/core/styles/SegmentedControl.css';
import {
  Alert,
  Button,
  Group,
  Loader,
  NativeSelect,
  Paper,
  SegmentedControl,
  SimpleGrid,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import {
  FUNNEL_BRAND_OPTIONS,
  FUNNEL_COUNTRY_OPTIONS,
  FUNNEL_WINDOW_OPTIONS,
  funnelViewOf,
  type FunnelView,
} from '../../machines/ops/funnel-view';
import { FunnelActor } from './console-actors';
import { useOpsSession } from './ops-session';

export function FunnelPanel() {
  return (
    <FunnelActor.Provider logic={useOpsSession().machines.funnel}>
      <Funnel />
    </FunnelActor.Provider>
  );
}

/** The funnel as machines/ops/funnel.machine shows it. */
function Funnel() {
  const actor = FunnelActor.useActorRef();
  const view = FunnelActor.useSelector(funnelViewOf, sameView);
  const choose = (field: 'days' | 'country' | 'brand') => (value: string) =>
    actor.send({ type: 'funnel.filter', field, value });

  return (
    <Stack gap="md">
      <Title order={1} size="h2">
        Funnel
      </Title>
      <Group align="flex-end" gap="md" wrap="wrap">
        <Stack gap={4}>
          <Text size="sm" fw={500} id="funnel-window-label">
            Period
          </Text>
          <SegmentedControl
            aria-labelledby="funnel-window-label"
            data={[...FUNNEL_WINDOW_OPTIONS]}
            value={view.days}
            onChange={choose('days')}
          />
        </Stack>
        <NativeSelect
          label="Country"
          data={[...FUNNEL_COUNTRY_OPTIONS]}
          value={view.country}
          onChange={(event) => choose('country')(event.currentTarget.value)}
        />
        <NativeSelect
          label="Brand"
          data={[...FUNNEL_BRAND_OPTIONS]}
          value={view.brand}
          onChange={(event) => choose('brand')(event.currentTarget.value)}
        />
        {view.loading && <Loader size="sm" aria-label="Loading the funnel" />}
      </Group>
      {view.error && (
        <Alert color="red" role="alert" title="The funnel could not be loaded">
          <Stack gap="xs" align="flex-start">
            <Text size="sm">{view.error}</Text>
            <Button size="xs" variant="light" onClick={() => actor.send({ type: 'funnel.retry' })}>
              Try again
            </Button>
          </Stack>
        </Alert>
      )}
      {view.summary && (
        <Text size="sm" aria-live="polite">
          {view.summary}
        </Text>
      )}
      {view.rows.length > 0 && <FunnelFigures view={view} />}
    </Stack>
  );
}

function FunnelFigures({ view }: { view: FunnelView }) {
  return (
    <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="lg">
      <Paper withBorder p="md" aria-hidden="true">
        <BarChart
          h={340}
          data={view.bars}
          dataKey="step"
          orientation="vertical"
          yAxisProps={{ width: 150 }}
          xAxisProps={{ allowDecimals: false }}
          series={[
            { name: 'Reached', color: 'teal.7' },
            { name: 'Stopped here', color: 'red.7' },
          ]}
          withLegend
          gridAxis="x"
          // The table beside it is what assistive technology reads; the chart takes no focus.
          barChartProps={{ accessibilityLayer: false }}
        />
      </Paper>
      <Table striped withTableBorder>
        <Table.Caption>Merchants per step in this period</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">Step</Table.Th>
            <Table.Th scope="col">Reached</Table.Th>
            <Table.Th scope="col">Stopped here</Table.Th>
            <Table.Th scope="col">Median time to this step</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {view.rows.map((row) => (
            <Table.Tr key={row.step}>
              <Table.Th scope="row">{row.label}</Table.Th>
              <Table.Td>{row.reached}</Table.Td>
              <Table.Td>{row.stoppedHere}</Table.Td>
              <Table.Td>{row.median}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </SimpleGrid>
  );
}

/** Re-renders only when what the screen shows changed. */
const sameView = (a: FunnelView, b: FunnelView) => JSON.stringify(a) === JSON.stringify(b);
