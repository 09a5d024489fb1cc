import { describe, expect, it } from 'vitest';
import {
  keptSearch,
  linkSourceOf,
  prefillEmail,
  readOnceParams,
  signInLinkFragment,
} from './url-params';

describe('keptSearch: the query string kept on redirects (doc 1 §2)', () => {
  it.each<[string, string]>([
    ['', ''],
    ['?country=AU', '?country=AU'],
    ['?country=AU&utm_source=news', '?country=AU&utm_source=news'],
    ['?ol_src=obl', '?ol_src=obl'],
    ['?ol_src=vel%3Fcountry%3DUS%26utm_source%3Dmail', '?country=US&utm_source=mail'],
    ['?ol_src=obl%3F', ''],
    ['?ob=v1_su&deviceId=d-1&country=NZ', '?country=NZ'],
    ['?ol_src=vel%3Fcountry%3DUK%26ob%3Dv2_su', '?country=UK'],
  ])('%j keeps %j', (search, kept) => {
    expect(keptSearch(search)).toBe(kept);
  });
});

describe('readOnceParams: ob and deviceId are read then removed (doc 1 §4)', () => {
  it.each<[string, string | undefined]>([
    ['?ob=v1_su', 'SIGN_UP_CONTROL'],
    ['?ob=v2_su', 'SIGN_UP_TEST'],
    ['?ob=v3_su', undefined],
    ['', undefined],
  ])('%j gives the experiment group %s', (search, group) => {
    expect(readOnceParams(search).experimentGroup).toBe(group);
  });

  it('returns the device id and a query string without either parameter', () => {
    expect(readOnceParams('?country=AU&ob=v2_su&deviceId=abc-123&email=a%40b.io')).toEqual({
      experimentGroup: 'SIGN_UP_TEST',
      deviceId: 'abc-123',
      search: '?country=AU&email=a%40b.io',
    });
  });

  it('an empty deviceId is no device id', () => {
    expect(readOnceParams('?deviceId=').deviceId).toBeUndefined();
  });
});

describe('linkSourceOf: ol_src classification for analytics', () => {
  it.each<[string | null, string | undefined]>([
    ['obl', 'ONBOARDING_LINK_CLICK'],
    ['vel', 'VERIFY_EMAIL_LINK_CLICK'],
    ['VEL', 'VERIFY_EMAIL_LINK_CLICK'],
    ['vel?country=AU', 'VERIFY_EMAIL_LINK_CLICK'],
    ['other', undefined],
    [null, undefined],
  ])('%j → %s', (value, source) => {
    expect(linkSourceOf(value)).toBe(source);
  });
});

describe('prefillEmail: the email parameter prefills the login only when valid (doc 1 §2)', () => {
  it.each<[string, string]>([
    ['?email=jane%40example.com', 'jane@example.com'],
    ['?email=%20Jane%40Example.com%20', 'jane@example.com'],
    ['?email=jane%2Bshop%40example.com', 'jane+shop@example.com'],
    ['?email=not-an-email', ''],
    ['?email=', ''],
    ['', ''],
  ])('%j → %j', (search, email) => {
    expect(prefillEmail(search)).toBe(email);
  });
});

describe('signInLinkFragment', () => {
  it('reads the token and the link source of the mailed link', () => {
    expect(signInLinkFragment('#token=abc123&ol_src=vel')).toEqual({
      token: 'abc123',
      linkSource: 'VERIFY_EMAIL_LINK_CLICK',
    });
  });

  it('a fragment without a token gives an empty token', () => {
    expect(signInLinkFragment('')).toEqual({ token: '' });
  });
});

describe('readOnceParams: ol_src is read then removed (doc 1 §2, §4)', () => {
  it('reads the link source and drops the parameter', () => {
    expect(readOnceParams('?ol_src=obl&email=a%40b.io')).toEqual({
      linkSource: 'ONBOARDING_LINK_CLICK',
      search: '?email=a%40b.io',
    });
  });

  it('puts the query an ol_src value wraps in its place, the page values first', () => {
    const wrapped = encodeURIComponent('vel?country=AU&utm_source=mail&ob=v1_su');
    expect(readOnceParams(`?utm_source=site&ol_src=${wrapped}`)).toEqual({
      linkSource: 'VERIFY_EMAIL_LINK_CLICK',
      search: '?utm_source=site&country=AU',
    });
  });

  it('drops an unknown ol_src value without a link source', () => {
    expect(readOnceParams('?ol_src=zzz')).toEqual({ search: '' });
  });
});
