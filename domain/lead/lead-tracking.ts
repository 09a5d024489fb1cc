/**
 * Last-touch attribution sent with a lead (doc 1 §3 "Lead tracking", doc 2 §7): UTM campaign,
 * medium, source, content and term, the referrer and its domain, and the merchant referral code.
 */
export interface LeadTracking {
  utmCampaign: string;
  utmMedium: string;
  utmSource: string;
  utmContent: string;
  utmTerm: string;
  referrer: string;
  referrerDomain: string;
  merchantReferralCode: string;
}

/** doc 1 §3: the value of a missing part. */
export const NONE = 'none';
/** doc 1 §3: the UTM values of a visit that carried no UTM parameter. */
export const DIRECT = 'direct';

/** The URL parameter of each UTM part. */
export const UTM_PARAMS = {
  utmCampaign: 'utm_campaign',
  utmMedium: 'utm_medium',
  utmSource: 'utm_source',
  utmContent: 'utm_content',
  utmTerm: 'utm_term',
} as const;

/** The URL parameter carrying a merchant's referral code. */
export const MERCHANT_REFERRAL_PARAM = 'merchant_referral_code';

type UtmPart = keyof typeof UTM_PARAMS;

const hostOf = (url: string): string | undefined => {
  try {
    return new URL(url).hostname || undefined;
  } catch {
    return undefined;
  }
};

/**
 * The attribution of one visit: each UTM part from its parameter, 'none' when absent, and every
 * UTM part 'direct' when the visit carried no UTM parameter at all.
 */
export function trackingOfVisit(search: string, referrer = ''): LeadTracking {
  const params = new URLSearchParams(search.startsWith('?') ? search.slice(1) : search);
  const parts = Object.keys(UTM_PARAMS) as UtmPart[];
  const direct = parts.every((part) => !params.get(UTM_PARAMS[part])?.trim());
  const utm = Object.fromEntries(
    parts.map((part) => [part, direct ? DIRECT : params.get(UTM_PARAMS[part])?.trim() || NONE]),
  ) as Record<UtmPart, string>;
  const ref = referrer.trim();
  return {
    ...utm,
    referrer: ref || NONE,
    referrerDomain: hostOf(ref) ?? NONE,
    merchantReferralCode: params.get(MERCHANT_REFERRAL_PARAM)?.trim() || NONE,
  };
}

/** True when the visit came through a campaign link (some UTM parameter). */
export function isCampaignVisit(tracking: LeadTracking): boolean {
  return tracking.utmSource !== DIRECT;
}

/**
 * Last touch: a campaign visit replaces what was kept; a direct visit keeps the earlier campaign
 * (a merchant who returns by typing the address still came from that campaign). A referral
 * code, once given, stays unless a later visit brings another.
 */
export function lastTouch(kept: LeadTracking | undefined, visit: LeadTracking): LeadTracking {
  if (!kept) return visit;
  const latest = isCampaignVisit(visit) || !isCampaignVisit(kept) ? visit : kept;
  const code =
    visit.merchantReferralCode !== NONE ? visit.merchantReferralCode : kept.merchantReferralCode;
  return { ...latest, merchantReferralCode: code };
}
