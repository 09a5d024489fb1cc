/**
 * Copy of the block pages, as messages of the `blocks` catalogue. Quoted texts come from the seeds
 * (doc 1 §2 route list, doc 2 §8); the rest is listed in docs/decisions/0002-screen-copy.md.
 */
import { msg } from '../../domain/i18n/message';

export const BLOCK_COPY = {
  thankYou: { heading: msg('blocks.thankYou.heading'), body: msg('blocks.thankYou.body') },
  invalidCountry: {
    heading: msg('blocks.invalidCountry.heading'),
    body: msg('blocks.invalidCountry.body'),
  },
  agency: { heading: msg('blocks.agency.heading'), body: msg('blocks.agency.body') },
  wrongEmail: { heading: msg('blocks.wrongEmail.heading'), body: msg('blocks.wrongEmail.body') },
  maintenance: {
    heading: msg('blocks.maintenance.heading'),
    body: msg('blocks.maintenance.body'),
    kept: msg('blocks.maintenance.kept'),
    retry: msg('blocks.maintenance.retry'),
  },
  square: {
    heading: msg('blocks.square.heading'),
    body: msg('blocks.square.body'),
    login: msg('blocks.square.login'),
  },
  squarespace: {
    heading: msg('blocks.squarespace.heading'),
    body: msg('blocks.squarespace.body'),
    login: msg('blocks.squarespace.login'),
  },
  maropost: {
    heading: msg('blocks.maropost.heading'),
    body: msg('blocks.maropost.body'),
    login: msg('blocks.maropost.login'),
  },
  unauthorized: {
    heading: msg('blocks.unauthorized.heading'),
    body: msg('blocks.unauthorized.body'),
    link: msg('blocks.unauthorized.link'),
  },
  notFound: {
    heading: msg('blocks.notFound.heading'),
    body: msg('blocks.notFound.body'),
    link: msg('blocks.notFound.link'),
  },
  logout: { heading: msg('blocks.logout.heading'), body: msg('blocks.logout.body') },
} as const;

/** The way back from every block page: end this session and start with another e-mail. */
export const USE_DIFFERENT_EMAIL = msg('blocks.useDifferentEmail');
