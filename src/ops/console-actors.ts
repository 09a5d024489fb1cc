/**
 * The console's actors, given to its views by createActorContext: the session for the whole
 * console, and each screen's own actor while that screen shows (docs/architecture.md §3).
 */
import { createActorContext } from '@xstate/react';
import { agreementsMachine } from '../../machines/ops/agreements.machine';
import { applicationMachine } from '../../machines/ops/application.machine';
import { applicationsListMachine } from '../../machines/ops/applications-list.machine';
import { funnelMachine } from '../../machines/ops/funnel.machine';
import { maintenanceMachine } from '../../machines/ops/maintenance.machine';
import { consoleSessionMachine } from './console-machines';

export const ConsoleSessionActor = createActorContext(consoleSessionMachine);
export const ApplicationsListActor = createActorContext(applicationsListMachine);
export const ApplicationActor = createActorContext(applicationMachine);
export const AgreementsActor = createActorContext(agreementsMachine);
export const MaintenanceActor = createActorContext(maintenanceMachine);
export const FunnelActor = createActorContext(funnelMachine);
