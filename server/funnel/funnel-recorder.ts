/**
 * Records the funnel's events (docs/decisions/0255): milestones where the server acknowledges
 * them, and the browser's events from the intake. A milestone is stored once per merchant, and
 * storing one never fails the merchant's call it belongs to: a failure is logged and the call
 * answers as before.
 */
import { createHash } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { AnalyticsEventInput } from '../../domain/api/funnel-api';
import { BRAND_BY_COUNTRY } from '../../domain/brands/brands';
import type { CountryCode } from '../../domain/countries/country-code';
import { registeredCountryOf } from '../session/user-state-response';
import {
  keptProperties,
  MILESTONE_EVENTS,
  oncePerMerchantKey,
  SERVER_EVENTS,
  type ServerEventName,
  type EventProperties,
  type MilestoneName,
} from '../../domain/funnel/funnel-events';
import { milestonesOfForms } from '../../domain/funnel/funnel-milestones';
import type { FormCompletedState } from '../../domain/session/form-completion';
import type { Clock } from '../app/clock';
import type { MerchantRow } from '../db/schema';
import type { FunnelRepository, NewFunnelEvent } from './funnel-repository';
import type { MerchantKeyOf } from './merchant-key';

/** Who an event is about: the e-mail only becomes the pseudonymous key. */
export interface FunnelSubject {
  email: string;
  country: CountryCode | null;
}

/** How far back a browser's clock may place an event; further back, the server's time is kept. */
const BROWSER_CLOCK_SLACK_MS = 24 * 60 * 60 * 1000;

const idOf = (...parts: string[]) =>
  createHash('sha256').update(parts.join('\n')).digest('hex').slice(0, 40);

/** The subject of a merchant record: its e-mail and the country its lead gave. */
export function subjectOfMerchant(merchant: Pick<MerchantRow, 'email' | 'lead'>): FunnelSubject {
  return { email: merchant.email, country: registeredCountryOf(merchant) ?? null };
}

/** The subject of a visit signed in before any record exists: no country yet. */
export const milestoneSubject = (email: string): FunnelSubject => ({ email, country: null });

export function createFunnelRecorder(deps: {
  repo: FunnelRepository;
  keyOf: MerchantKeyOf;
  clock: Clock;
  log: FastifyBaseLogger;
  /** Called after new events are stored (the forwarder's nudge). */
  onStored?: () => void;
}) {
  const { repo, keyOf, clock, log } = deps;
  const where = (subject: FunnelSubject) => ({
    merchant_key: keyOf(subject.email),
    country: subject.country,
    brand: subject.country ? BRAND_BY_COUNTRY[subject.country] : null,
  });
  const store = async (events: NewFunnelEvent[]) => {
    const stored = await repo.record(events);
    if (stored > 0) deps.onStored?.();
    return stored;
  };

  return {
    /** Records `names` reached by `subject`, each once; never throws. */
    async milestones(
      subject: FunnelSubject,
      names: readonly MilestoneName[],
      properties: EventProperties = {},
    ): Promise<void> {
      if (names.length === 0) return;
      const base = where(subject);
      const now = clock();
      try {
        await store(
          names.map((name) => ({
            ...base,
            id: idOf(base.merchant_key, 'milestone', name),
            event: name,
            step: MILESTONE_EVENTS[name].step,
            properties: JSON.stringify(
              keptProperties(MILESTONE_EVENTS[name].properties, properties),
            ),
            occurred_at: now,
          })),
        );
      } catch (error) {
        log.warn({ err: error, milestones: names }, 'a funnel milestone could not be stored');
      }
    },

    /** Records server event `name` of `subject`, kept once per `occurrence`; never throws. */
    async serverEvent(
      subject: FunnelSubject,
      name: ServerEventName,
      occurrence: string,
      properties: EventProperties,
    ): Promise<void> {
      const base = where(subject);
      try {
        await store([
          {
            ...base,
            id: idOf(base.merchant_key, 'server', name, occurrence),
            event: name,
            step: null,
            properties: JSON.stringify(keptProperties(SERVER_EVENTS[name], properties)),
            occurred_at: clock(),
          },
        ]);
      } catch (error) {
        log.warn({ err: error, event: name }, 'a funnel event could not be stored');
      }
    },

    /**
     * Records the milestones a saved form of `merchant` (its record as the save read it) reached;
     * nothing for a refused save; never throws.
     */
    async formsSaved(
      merchant: Pick<MerchantRow, 'email' | 'lead'> | undefined,
      outcome: FormsSaveOutcome,
    ): Promise<void> {
      if (!merchant || outcome.kind !== 'saved' || !outcome.formCompletedState) return;
      await this.milestones(
        subjectOfMerchant(merchant),
        milestonesOfForms(outcome.formCompletedState),
      );
    },

    /** Stores the browser's catalogued events of `subject`; answers how many were new. */
    browserEvents(subject: FunnelSubject, events: readonly AnalyticsEventInput[]): Promise<number> {
      const base = where(subject);
      const now = clock();
      return store(
        events.map((event) => {
          const properties = event.properties;
          const once = oncePerMerchantKey(event.name, properties);
          return {
            ...base,
            id: idOf(base.merchant_key, 'browser', once ?? event.id),
            event: event.name,
            step: null,
            properties: JSON.stringify(properties),
            occurred_at:
              event.at <= now && event.at >= now - BROWSER_CLOCK_SLACK_MS ? event.at : now,
          };
        }),
      );
    },
  };
}
export type FunnelRecorder = ReturnType<typeof createFunnelRecorder>;

/** What a save of a merchant's forms answers, as the funnel reads it. */
export interface FormsSaveOutcome {
  kind: string;
  formCompletedState?: FormCompletedState;
}
