/** The status page (/status) and the payment-app page (/cash). */
import { CashPage } from '../cash/cash-page';
import { StatusPage } from './status-page';
import { StatusPageProvider } from './status-page-context';

export function StatusScreen() {
  return (
    <StatusPageProvider>
      <StatusPage />
    </StatusPageProvider>
  );
}

export function CashScreen() {
  return (
    <StatusPageProvider>
      <CashPage />
    </StatusPageProvider>
  );
}
