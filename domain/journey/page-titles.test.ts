import { describe, expect, it } from 'vitest';
import { APP_ROUTES } from './app-routes';
import { documentTitleOf, pageNameOf } from './page-titles';

describe('page titles', () => {
  it('names every route of the app', () => {
    for (const route of Object.values(APP_ROUTES)) {
      expect(pageNameOf(route), route).not.toBe('Page not found');
    }
  });

  it('puts the page first and the site after it; a trailing slash is the same page', () => {
    expect(documentTitleOf('/lead/', 'Quartet Merchant Portal')).toBe(
      'Tell us about your business | Quartet Merchant Portal',
    );
    expect(documentTitleOf('/no-such-page', 'Q')).toBe('Page not found | Q');
  });
});
