import { describe, expect, it } from 'vitest';
import { checkWebsite, normalizeWebsite } from './website';
import { inEnglish } from '../../test/i18n/say-in';

describe('normalizeWebsite adds http:// when no scheme is given (doc 2 §5)', () => {
  it.each([
    ['shop.example.com', 'http://shop.example.com'],
    ['https://shop.example.com', 'https://shop.example.com'],
    ['  www.example.co.uk/path ', 'http://www.example.co.uk/path'],
    ['', ''],
  ])('%j -> %j', (raw, expected) => {
    expect(normalizeWebsite(raw)).toBe(expected);
  });
});

describe('checkWebsite (doc 2 §5)', () => {
  const invalid = { code: 'InvalidWebsite', error: 'Must be a valid website' };
  it.each([
    'example.com',
    'www.example.com.au',
    'https://shop.example.co.nz/collections/all?page=2#top',
    'http://192.168.0.10:8080/store',
    'https://example.com:443',
    'bücher.de',
    'facebook.com/myshop',
  ])('%j passes', (value) => {
    expect(checkWebsite(value)).toBeUndefined();
  });

  it.each([
    'https://{host}/shop',
    '{host}',
    'not a website',
    'localhost',
    'http://example',
    'ftp://example.com',
    'http://256.1.1.1',
    'http://example.com:99999',
    'http://exa mple.com',
    'http://-example.com',
  ])('%j fails with "Must be a valid website"', (value) => {
    expect(inEnglish(checkWebsite(value))).toEqual(invalid);
  });

  it('allows 255 characters and refuses 256 with "Max length 255"', () => {
    const at255 = `https://example.com/${'a'.repeat(255 - 'https://example.com/'.length)}`;
    expect(at255).toHaveLength(255);
    expect(checkWebsite(at255)).toBeUndefined();
    expect(inEnglish(checkWebsite(`${at255}a`))).toEqual({
      code: 'InvalidLength',
      error: 'Max length 255',
    });
  });
});
