import { describe, expect, it } from 'vitest';
import { ONBOARDING_GROUPS } from '../picklists/onboarding-groups';
import { ONBOARDING_STATUSES } from '../journey/onboarding-status';
import { helpArticleUrl } from '../help/help-articles';
import {
  DECLINED_TEXT,
  HEADING_SITUATIONS,
  headingSituation,
  statusHeading,
  type HeadingInput,
  type HeadingSituation,
} from './status-heading';
import { english } from '../../test/i18n/say-in';

describe('heading situation, over every combination of its inputs', () => {
  const cases: Array<[HeadingInput, HeadingSituation]> = [];
  for (const status of ONBOARDING_STATUSES)
    for (const onboardingGroup of ONBOARDING_GROUPS)
      for (const merchantId of ['', 'MER-1'])
        for (const messagingComplete of [false, true]) {
          const account = onboardingGroup !== 'Normal Merchant' || merchantId !== '';
          const expected: HeadingSituation = {
            NO_RECORD: 'incomplete',
            IN_PROGRESS: 'incomplete',
            IN_REVIEW: account ? 'conditionalActive' : 'inReview',
            READY_TO_INSTALL: 'complianceComplete',
            COMPLETE: messagingComplete ? 'allDone' : 'complianceComplete',
            INELIGIBLE: merchantId ? 'disabled' : 'declined',
            REQUIRES_ATTENTION: 'needsAttention',
          }[status] as HeadingSituation;
          cases.push([{ status, onboardingGroup, merchantId, messagingComplete }, expected]);
        }
  it.each(cases)('%o → %s', (input, expected) => {
    expect(headingSituation(input)).toBe(expected);
  });

  it('every situation is reachable', () => {
    expect(new Set(cases.map(([, s]) => s))).toEqual(new Set(HEADING_SITUATIONS));
  });
});

describe('heading texts', () => {
  it('declined and disabled read the seed text word for word and link the help article', () => {
    for (const situation of ['declined', 'disabled'] as const) {
      const heading = statusHeading(situation, 'Quartet');
      expect(english(heading.body)).toBe(
        'Unfortunately we are unable to proceed with your application.',
      );
      expect(heading.helpArticle).toBe('applicationDeclined');
    }
    expect(english(DECLINED_TEXT)).toBe(
      'Unfortunately we are unable to proceed with your application.',
    );
  });

  it('conditional active says settlements pause until the review ends and the account may pause', () => {
    const body = english(statusHeading('conditionalActive', 'Quartet').body);
    expect(body).toMatch(/Settlements are paused until the review ends/);
    expect(body).toMatch(/your account will be paused if we find an issue/);
  });

  it('needs attention says the account is paused', () => {
    expect(english(statusHeading('needsAttention', 'Quartet').body)).toMatch(/paused/);
  });

  it('in review promises 2-3 business days (doc 1 §1)', () => {
    expect(english(statusHeading('inReview', 'Quartet').body)).toMatch(/2-3 business days/);
  });

  it('names the brand where it speaks of it', () => {
    expect(english(statusHeading('allDone', 'Clearfour').body)).toContain('Clearfour');
    expect(english(statusHeading('complianceComplete', 'Clearfour').body)).toContain('Clearfour');
  });

  it('every situation has a distinct title', () => {
    const titles = HEADING_SITUATIONS.map((s) => english(statusHeading(s, 'Quartet').title));
    expect(new Set(titles).size).toBe(HEADING_SITUATIONS.length);
  });
});

describe('help article addresses', () => {
  it('sit on the site of the brand', () => {
    expect(
      helpArticleUrl('https://www.quartet.example/customer-login', 'applicationDeclined'),
    ).toBe('https://www.quartet.example/help/merchants/why-was-my-application-declined');
  });
});
