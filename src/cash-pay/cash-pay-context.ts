/**
 * The merchant's cash pay actor (machines/cash-pay/cash-pay.machine.ts), started by the compliance actor
 * once the status is known (machines/status/status.machine.ts) and shared by /cash and the status
 * page. Views read it with useActorView through {@link useCashPay}.
 */
import { useActorView } from '../app/use-actor-view';
import type { CashPayActor } from '../status/status-children';
import { useStatusActor } from '../status/status-page-context';

export type { CashPayActor } from '../status/status-children';

/** The cash pay actor, or undefined until the compliance actor has started it. */
export function useCashPayIfStarted(): CashPayActor | undefined {
  const compliance = useStatusActor();
  return useActorView(compliance, (s) => s.children.cashPay);
}

/** The cash pay actor, read by the parts of a page that show once it runs. */
export function useCashPay(): CashPayActor {
  const actor = useCashPayIfStarted();
  if (!actor) throw new Error('useCashPay is read once the page shows its cash parts');
  return actor;
}
