import type { SiteSettingsResponse, SiteSettingsValues } from '@konak/domain/api/admin/site-settings';
import { sql } from 'drizzle-orm';
import { siteSettings } from '../../db/schema/site-settings.ts';
import type { SessionUser } from '../../http/session-tokens.ts';
import type { AppServices } from '../../services.ts';
import { recordAudit } from '../audit/surface.ts';
import { defaultSettings, readStoredSettings, type StoredSettings } from './settings-store.ts';

type SettingsServices = Pick<AppServices, 'config' | 'database'>;

function valuesOf(row: StoredSettings | null): SiteSettingsResponse['values'] {
  return {
    bankName: row?.bankName ?? null,
    bankAccountHolder: row?.bankAccountHolder ?? null,
    bankIban: row?.bankIban ?? null,
    whatsappNumber: row?.whatsappNumber ?? null,
    operatorEmail: row?.operatorEmail ?? null,
    guaranteeFeePercent: row?.guaranteeFeePercent ?? null,
    maintenanceEnabled: row?.maintenanceEnabled ?? false,
    maintenanceMessage: row?.maintenanceMessage ?? null,
  };
}

function answer(services: SettingsServices, row: StoredSettings | null): SiteSettingsResponse {
  const defaults = defaultSettings(services.config);
  return {
    values: valuesOf(row),
    defaults: {
      bankName: defaults.site.bankAccount.bankName,
      bankAccountHolder: defaults.site.bankAccount.holder,
      bankIban: defaults.site.bankAccount.iban,
      bankIsExample: defaults.site.bankAccount.isExample,
      whatsappNumber: defaults.whatsappNumber,
      operatorEmail: defaults.operatorEmail,
      guaranteeFeePercent: defaults.guaranteeFeePercent,
    },
    updatedAt: row?.updatedAt.toISOString() ?? null,
  };
}

/** GET: read from the database itself, so the admin always sees the latest save. */
export async function readSettingsAnswer(services: SettingsServices): Promise<SiteSettingsResponse> {
  return answer(services, await readStoredSettings(services.database.db));
}

/**
 * PUT: stores every value at once and writes the change to the audit trail (before → after) in the same
 * transaction. Saving the same values again changes nothing and records nothing.
 */
export async function updateSettings(
  services: SettingsServices,
  actor: SessionUser,
  values: SiteSettingsValues,
  now: Date,
): Promise<SiteSettingsResponse> {
  const row = await services.database.db.transaction(async (tx) => {
    // Serialises concurrent saves so each audit entry's "before" is what it replaced.
    await tx.insert(siteSettings).values({ id: true }).onConflictDoNothing();
    await tx.execute(sql`select 1 from site_settings where id for update`);
    const current = await readStoredSettings(tx);
    const before = valuesOf(current);
    if (JSON.stringify(before) === JSON.stringify(values)) return current;
    const [saved] = await tx
      .insert(siteSettings)
      .values({ id: true, ...values, updatedBy: actor.id, updatedAt: now })
      .onConflictDoUpdate({
        target: siteSettings.id,
        set: { ...values, updatedBy: actor.id, updatedAt: now },
      })
      .returning();
    await recordAudit(tx, {
      actor,
      action: 'settings.update',
      subjectType: 'settings',
      subjectId: null,
      before,
      after: valuesOf(saved ?? null),
      at: now,
    });
    return saved ?? null;
  });
  return answer(services, row);
}
