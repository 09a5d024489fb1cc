/**
 * The maintenance switch (doc 1 §4, doc 2 §7): stored in portal_settings so every app server
 * on the database sees one value, read through a short cache so a busy server does not ask the
 * database on every call, and flipped by operators (console or signed webhook) without a restart.
 * MAINTENANCE_MODE in the environment is the value while nobody has flipped it.
 */
import type { MaintenanceSwitch } from '../../domain/api/maintenance-api';
import type { Clock } from '../app/clock';
import type { Db } from '../db/database';

const KEY = 'maintenance_mode';

export interface MaintenanceSwitchOptions {
  /** The value while no operator has set one (MAINTENANCE_MODE). */
  defaultOn: boolean;
  /** How long a read value is trusted (MAINTENANCE_CACHE_MS); other servers follow within it. */
  cacheMs: number;
}

export function createMaintenanceSwitch(db: Db, clock: Clock, options: MaintenanceSwitchOptions) {
  let cached: { value: MaintenanceSwitch; readAt: number } | undefined;

  async function load(): Promise<MaintenanceSwitch> {
    const row = await db
      .selectFrom('portal_settings')
      .selectAll()
      .where('key', '=', KEY)
      .executeTakeFirst();
    if (!row) return { on: options.defaultOn, changedBy: 'default', changedAt: null };
    return { on: row.value === 'on', changedBy: row.changed_by, changedAt: Number(row.changed_at) };
  }

  return {
    /** The switch as stored, at most `cacheMs` old. */
    async read(): Promise<MaintenanceSwitch> {
      const now = clock();
      if (cached && now - cached.readAt < options.cacheMs) return cached.value;
      const value = await load();
      cached = { value, readAt: now };
      return value;
    },

    async isOn(): Promise<boolean> {
      return (await this.read()).on;
    },

    /** Sets the switch; answers the value before (fresh from the database) and after. */
    async set(
      on: boolean,
      actor: string,
    ): Promise<{ before: MaintenanceSwitch; after: MaintenanceSwitch }> {
      const before = await load();
      const now = clock();
      const value = on ? 'on' : 'off';
      await db
        .insertInto('portal_settings')
        .values({ key: KEY, value, changed_by: actor, changed_at: now })
        .onConflict((oc) =>
          oc.column('key').doUpdateSet({ value, changed_by: actor, changed_at: now }),
        )
        .execute();
      const after: MaintenanceSwitch = { on, changedBy: actor, changedAt: now };
      cached = { value: after, readAt: now };
      return { before, after };
    },
  };
}

export type MaintenanceSwitchService = ReturnType<typeof createMaintenanceSwitch>;
