/**
 * The business details accordion (doc 1 §2 "Onboarding accordion"): Company Information, Store
 * Details and Beneficial Owners, each available by the rules of domain/onboarding; the open
 * section is the onboarding actor's. The WAI-ARIA accordion pattern in the portal's own markup
 * (each header a button in an h2 that controls its region; ArrowUp, ArrowDown, Home and End move
 * between the headers), which costs a tenth of Mantine's Accordion in script
 * (docs/decisions/0189-business-details-under-budget.md).
 */
import { useSelector } from '@xstate/react';
import { useId, type KeyboardEvent, type ReactNode } from 'react';
import {
  BUSINESS_SECTIONS,
  SECTION_INFO,
  sectionAvailable,
  sectionComplete,
  type BusinessSection,
} from '../../../domain/onboarding/accordion';
import { STEP_HEADING_ATTRIBUTE } from '../../app/page-focus';
import './business-accordion.css';
import { CompanyInformationForm } from './company-information-form';
import { useOnboardingActor } from './onboarding-actor';
import { OwnersForm } from './owners-form';
import { StoreDetailsForm } from './store-details-form';

const FORMS: Record<BusinessSection, () => ReactNode> = {
  companyInformation: () => <CompanyInformationForm />,
  storeDetails: () => <StoreDetailsForm />,
  beneficialOwners: () => <OwnersForm />,
};

const CONTROL = 'data-section-control';

/** ArrowUp/ArrowDown (wrapping), Home and End move the focus between the available headers. */
function moveBetweenHeaders(event: KeyboardEvent<HTMLDivElement>) {
  const keys = ['ArrowUp', 'ArrowDown', 'Home', 'End'];
  if (!keys.includes(event.key) || !(event.target as HTMLElement).hasAttribute(CONTROL)) return;
  const controls = [
    ...event.currentTarget.querySelectorAll<HTMLButtonElement>(`[${CONTROL}]:not(:disabled)`),
  ];
  const at = controls.indexOf(event.target as HTMLButtonElement);
  const last = controls.length - 1;
  const next =
    event.key === 'Home'
      ? 0
      : event.key === 'End'
        ? last
        : event.key === 'ArrowDown'
          ? (at + 1) % controls.length
          : (at - 1 + controls.length) % controls.length;
  event.preventDefault();
  controls[next]?.focus();
}

/** The header's chevron: points down when the section is closed, up when open. */
function Chevron() {
  return (
    <svg className="business-section-chevron" viewBox="0 0 15 15" aria-hidden="true">
      <path
        d="M3.135 6.158a.5.5 0 0 1 .707-.023L7.5 9.565l3.658-3.43a.5.5 0 0 1 .684.73l-4 3.75a.5.5 0 0 1-.684 0l-4-3.75a.5.5 0 0 1-.023-.707Z"
        fill="currentColor"
      />
    </svg>
  );
}

/** The three sections; only the open one holds a mounted form. */
export function BusinessAccordion() {
  const actor = useOnboardingActor();
  const open = useSelector(actor, (s) => s.context.openSection);
  const forms = useSelector(actor, (s) => s.context.merchant.formCompletion);
  const id = useId();
  return (
    <div onKeyDown={moveBetweenHeaders}>
      {BUSINESS_SECTIONS.map((section) => {
        const active = open === section;
        const control = `${id}-${section}-control`;
        const panel = `${id}-${section}-panel`;
        return (
          <div key={section} className="business-section" data-active={active || undefined}>
            {/* Each header sits in an h2, so the sections are headings a screen reader can list. */}
            <h2 className="business-section-heading">
              <button
                type="button"
                id={control}
                className="business-section-control"
                aria-expanded={active}
                aria-controls={panel}
                disabled={!sectionAvailable(section, forms)}
                onClick={() => {
                  if (!active) actor.send({ type: 'section.open', section });
                }}
                {...{ [CONTROL]: true }}
                // The open section is the step a new page shows first (src/app/page-focus.ts).
                {...(active ? { [STEP_HEADING_ATTRIBUTE]: true } : {})}
              >
                <span className="business-section-title">
                  {SECTION_INFO[section].title}
                  {/* Read as "Company Information Complete", not run together. */}{' '}
                  {sectionComplete(section, forms) && (
                    <span className="business-section-badge">Complete</span>
                  )}
                </span>
                <Chevron />
              </button>
            </h2>
            <div
              id={panel}
              role="region"
              aria-labelledby={control}
              className="business-section-panel"
              hidden={!active}
            >
              {active && FORMS[section]()}
            </div>
          </div>
        );
      })}
    </div>
  );
}
