import { describe, expect, it } from 'vitest';
import { msg } from '../i18n/message';
import { APP_ROUTES } from './app-routes';
import { documentTitleOf, pageNameOf } from './page-titles';

describe('page titles', () => {
  it('names every route of the app', () => {
    for (const route of Object.values(APP_ROUTES)) {
      expect(pageNameOf(route), route).not.toEqual(msg('common.pageTitle.notFound'));
    }
  });

  it('puts the page first and the site after it; a trailing slash is the same page', () => {
    expect(documentTitleOf('/lead/', 'Quartet Merchant Portal')).toEqual(
      msg('common.documentTitle', {
        page: msg('common.pageTitle.lead'),
        site: 'Quartet Merchant Portal',
      }),
    );
    expect(documentTitleOf('/no-such-page', 'Q')).toEqual(
      msg('common.documentTitle', { page: msg('common.pageTitle.notFound'), site: 'Q' }),
    );
  });
});
