/**
 * Test support: the whole catalogue of a language at once, so a view renders in one pass as it
 * does in the app once its catalogue part has loaded.
 */
import type { ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import type { Language } from '../../domain/i18n/language';
import { WholeCatalogue } from '../i18n/catalogue';
import enBlocks from 'virtual:catalogue/en-blocks';
import enFirst from 'virtual:catalogue/en-first';
import enRest from 'virtual:catalogue/en-rest';
import frBlocks from 'virtual:catalogue/fr-CA-blocks';
import frFirst from 'virtual:catalogue/fr-CA-first';
import frRest from 'virtual:catalogue/fr-CA-rest';

const WHOLE: Record<Language, Record<string, unknown>> = {
  en: { ...enFirst, ...enBlocks, ...enRest },
  'fr-CA': { ...frFirst, ...frBlocks, ...frRest },
};

export function TestCatalogue(props: { language?: Language; children: ReactNode }) {
  const language = props.language ?? 'en';
  return (
    <WholeCatalogue value>
      <IntlProvider
        locale={language}
        defaultLocale="en"
        messages={WHOLE[language] as never}
        onError={(error) => {
          throw error;
        }}
      >
        {props.children}
      </IntlProvider>
    </WholeCatalogue>
  );
}
