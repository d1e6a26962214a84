import type { SiteSettings } from '@konak/domain/site/site-settings';
import { eq } from 'drizzle-orm';
import { catalogueChanges } from '../../cache/catalogue-changes.ts';
import type { Config } from '../../config/env.ts';
import { siteSettingsOf } from '../../config/site-settings.ts';
import type { Database, DatabaseHandle } from '../../db/client.ts';
import { siteSettings } from '../../db/schema/site-settings.ts';

export type StoredSettings = typeof siteSettings.$inferSelect;

/** The guarantee-fee percentage new apartments start with when nothing is set (the apartments column default). */
export const DEFAULT_GUARANTEE_FEE_PERCENT = 20;

/** What every part of the site uses: the back office's values over the environment's (decision 073). */
export type EffectiveSettings = {
  site: SiteSettings;
  whatsappNumber: string;
  operatorEmail: string;
  guaranteeFeePercent: number;
  maintenance: { enabled: boolean; message: string | null };
};

type SettingsConfig = Parameters<typeof siteSettingsOf>[0] &
  Pick<Config, 'WHATSAPP_NUMBER' | 'OPERATOR_EMAIL'>;

/** The one stored row, or null while nothing was ever saved. */
export async function readStoredSettings(db: Database): Promise<StoredSettings | null> {
  const [row] = await db.select().from(siteSettings).where(eq(siteSettings.id, true));
  return row ?? null;
}

/** The environment's values: the defaults the back office overrides. */
export function defaultSettings(config: SettingsConfig): EffectiveSettings {
  return {
    site: siteSettingsOf(config),
    whatsappNumber: config.WHATSAPP_NUMBER,
    operatorEmail: config.OPERATOR_EMAIL,
    guaranteeFeePercent: DEFAULT_GUARANTEE_FEE_PERCENT,
    maintenance: { enabled: false, message: null },
  };
}

export function mergeSettings(config: SettingsConfig, stored: StoredSettings | null): EffectiveSettings {
  const defaults = defaultSettings(config);
  if (!stored) return defaults;
  const bankSet = stored.bankName && stored.bankAccountHolder && stored.bankIban;
  return {
    site: {
      ...defaults.site,
      bankAccount: bankSet
        ? {
            bankName: stored.bankName ?? '',
            holder: stored.bankAccountHolder ?? '',
            iban: stored.bankIban ?? '',
            isExample: false,
          }
        : defaults.site.bankAccount,
    },
    whatsappNumber: stored.whatsappNumber ?? defaults.whatsappNumber,
    operatorEmail: stored.operatorEmail ?? defaults.operatorEmail,
    guaranteeFeePercent: stored.guaranteeFeePercent ?? defaults.guaranteeFeePercent,
    maintenance: { enabled: stored.maintenanceEnabled, message: stored.maintenanceMessage },
  };
}

type Cached = { version: number; settings: Promise<StoredSettings | null> };
const caches = new WeakMap<DatabaseHandle, Cached>();

/**
 * The stored row through a per-process cache that every process drops when the row changes: the table's trigger
 * notifies 'settings' on the catalogue channel (decision 038). While changes cannot be followed, every call reads
 * the database.
 */
export async function cachedStoredSettings(database: DatabaseHandle): Promise<StoredSettings | null> {
  const version = await catalogueChanges(database).current();
  if (!version) return readStoredSettings(database.db);
  const cached = caches.get(database);
  if (cached && cached.version === version.settings) return cached.settings;
  const settings = readStoredSettings(database.db);
  caches.set(database, { version: version.settings, settings });
  settings.catch(() => {
    if (caches.get(database)?.settings === settings) caches.delete(database);
  });
  return settings;
}

/** The settings in effect now, for this process. */
export async function effectiveSettings(services: {
  config: SettingsConfig;
  database: DatabaseHandle;
}): Promise<EffectiveSettings> {
  return mergeSettings(services.config, await cachedStoredSettings(services.database));
}
