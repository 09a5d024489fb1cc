/**
 * Data access of the merchant agreements: versions are only ever inserted (a publication adds the
 * next number; the unique index refuses a number taken meanwhile), and acceptances are appended.
 */
import { randomUUID } from 'node:crypto';
import type { AgreementKey } from '../../domain/agreement/agreement-link';
import { compiledOnce } from '../db/compiled-query';
import type { Db } from '../db/database';
import type { AgreementAcceptanceRow, AgreementVersionRow } from './agreement-tables';

/** A version to insert. */
export type NewAgreementVersion = Omit<AgreementVersionRow, 'id'>;

const acceptancesQuery = compiledOnce((db: Db, merchantId: string, limit: number) =>
  db
    .selectFrom('agreement_acceptances')
    .selectAll()
    .where('merchant_id', '=', merchantId)
    .orderBy('accepted_at', 'desc')
    .orderBy('version', 'desc')
    .limit(limit),
);

/**
 * What an acceptance on save compares, in one statement: the number of the current version of a
 * key and the merchant's latest acceptance (its columns null when there is none). One row always
 * comes back; reading them apart was two statements on every save of the owners step. Run by
 * every such save, so compiled once (server/db/compiled-query.ts).
 */
const acceptanceCheckQuery = compiledOnce(
  (db: Db, country: string, industry: string, product: string, merchantId: string) =>
    db
      .selectFrom(db.selectNoFrom((eb) => eb.lit(1).as('one')).as('always'))
      .leftJoin(
        (eb) =>
          eb
            .selectFrom('agreement_acceptances')
            .select(['country', 'industry', 'product', 'version', 'accepted_at'])
            .where('merchant_id', '=', merchantId)
            .orderBy('accepted_at', 'desc')
            .orderBy('version', 'desc')
            .limit(1)
            .as('latest'),
        (join) => join.onTrue(),
      )
      .select((eb) => [
        eb
          .selectFrom('agreement_versions')
          .select('version')
          .where('country', '=', country)
          .where('industry', '=', industry)
          .where('product', '=', product)
          .orderBy('version', 'desc')
          .limit(1)
          .as('current_version'),
        'latest.country',
        'latest.industry',
        'latest.product',
        'latest.version',
        'latest.accepted_at',
      ]),
);

/** The merchant's latest acceptance beside the current version number of a key. */
export interface AcceptanceCheck {
  /** Undefined when no version of the key is stored yet. */
  current: number | undefined;
  /** The latest acceptance's columns; undefined when the merchant accepted none. */
  latest: Omit<AgreementAcceptanceRow, 'id' | 'merchant_id'> | undefined;
}

/** The agreements of one database (or transaction). */
export function createAgreementsRepository(db: Db) {
  const ofKey = (key: AgreementKey) =>
    db
      .selectFrom('agreement_versions')
      .selectAll()
      .where('country', '=', key.country)
      .where('industry', '=', key.industry)
      .where('product', '=', key.product);
  return {
    /** The highest version of `key`, or undefined when none is stored. */
    current: (key: AgreementKey): Promise<AgreementVersionRow | undefined> =>
      ofKey(key).orderBy('version', 'desc').limit(1).executeTakeFirst(),
    /** The current version number of `key` and `merchantId`'s latest acceptance, read together. */
    async acceptanceCheck(merchantId: string, key: AgreementKey): Promise<AcceptanceCheck> {
      const [row] = await acceptanceCheckQuery(
        db,
        key.country,
        key.industry,
        key.product,
        merchantId,
      );
      const current = row?.current_version ?? undefined;
      // The left join's columns are all null when there is no acceptance.
      const latest =
        row && row.country !== null
          ? ({
              country: row.country,
              industry: row.industry,
              product: row.product,
              version: row.version,
              accepted_at: row.accepted_at,
            } as AcceptanceCheck['latest'])
          : undefined;
      return { current, latest };
    },
    /** Version `version` of `key`, or undefined when it is not stored. */
    version: (key: AgreementKey, version: number): Promise<AgreementVersionRow | undefined> =>
      ofKey(key).where('version', '=', version).executeTakeFirst(),
    /** Every version of `key`, newest first. */
    versions: (key: AgreementKey, limit = 50): Promise<AgreementVersionRow[]> =>
      ofKey(key).orderBy('version', 'desc').limit(limit).execute(),
    /** Inserts the version; false when its number was taken first (no error, on both databases). */
    async insert(row: NewAgreementVersion): Promise<boolean> {
      const result = await db
        .insertInto('agreement_versions')
        .values({ id: randomUUID(), ...row })
        .onConflict((oc) => oc.columns(['country', 'industry', 'product', 'version']).doNothing())
        .executeTakeFirst();
      return Number(result.numInsertedOrUpdatedRows ?? 0) === 1;
    },
    /** Records that `merchantId` accepted version `version` of `key` at `now`. */
    async recordAcceptance(
      merchantId: string,
      key: AgreementKey,
      version: number,
      now: number,
    ): Promise<void> {
      await db
        .insertInto('agreement_acceptances')
        .values({ id: randomUUID(), merchant_id: merchantId, ...key, version, accepted_at: now })
        .execute();
    },
    /** The merchant's acceptances, newest first. */
    acceptances: (merchantId: string, limit = 20): Promise<AgreementAcceptanceRow[]> =>
      acceptancesQuery(db, merchantId, limit),
  };
}

export type AgreementsRepository = ReturnType<typeof createAgreementsRepository>;
