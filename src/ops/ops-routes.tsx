/**
 * The console as a lazy module of the app's routes: src/app/routes.tsx loads it for `/ops/*`.
 * The staff read it in English, whatever language the visit shows a merchant.
 */
import { Loader } from '@mantine/core';
import { Suspense } from 'react';
import { InEnglish } from '../i18n/catalogue';
import { OpsConsole } from './ops-console';

/** The console's component, rendered by the app's `/ops/*` route. */
export function Component() {
  return (
    // A visit in French loads the English words once, the first time the console opens.
    <Suspense fallback={<Loader m="xl" aria-label="Loading the console" />}>
      <InEnglish>
        {/* The page's `lang` follows the visit; the console's own words are English. */}
        <div lang="en">
          <OpsConsole />
        </div>
      </InEnglish>
    </Suspense>
  );
}
