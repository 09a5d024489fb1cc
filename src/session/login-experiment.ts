/**
 * The login variant of this browser (domain/experiments/login-experiment.ts): the prospect client
 * id kept in storage (doc 1 §9) decides it, and the exposure is reported once per page view.
 */
import { useEffect, useRef, useState } from 'react';
import {
  EXPERIMENTS,
  loginVariantOf,
  type LoginVariant,
} from '../../domain/experiments/login-experiment';
import { PROSPECT_CLIENT_ID_KEY } from '../app/storage-keys';
import { trackEvent } from '../reporting/analytics';

/** The kept prospect client id, made on the first visit. */
export function prospectClientId(): string {
  try {
    const kept = localStorage.getItem(PROSPECT_CLIENT_ID_KEY);
    if (kept) return kept;
    const made = crypto.randomUUID();
    localStorage.setItem(PROSPECT_CLIENT_ID_KEY, made);
    return made;
  } catch {
    // Storage refused (private mode): a variant for this page view only.
    return crypto.randomUUID();
  }
}

export function useLoginVariant(): LoginVariant {
  const [variant] = useState(() => loginVariantOf(prospectClientId()));
  // StrictMode runs effects twice in development (keeping refs); one exposure per view is reported.
  const reported = useRef(false);
  useEffect(() => {
    if (reported.current) return;
    reported.current = true;
    trackEvent('experiment_viewed', { experiment: EXPERIMENTS.login, variant });
  }, [variant]);
  return variant;
}
