import { z } from 'zod';
import { isValidIban, normalizeIban } from '../../site/iban.ts';

export const GUARANTEE_FEE_PERCENT_MIN = 15;
export const GUARANTEE_FEE_PERCENT_MAX = 25;
export const MAINTENANCE_MESSAGE_MAX_LENGTH = 500;

/** An optional text: empty or blank means "not set here, use the server's default". */
const optionalText = (max: number, message: string) =>
  z
    .string()
    .trim()
    .max(max, message)
    .nullable()
    .transform((value) => (value ? value : null));

/**
 * The settings an admin changes in the back office (decision 073). A null value is not set here: the server's
 * environment value applies (shown in `defaults`). Bank name, holder and IBAN are set together or not at all.
 */
export const siteSettingsValuesSchema = z
  .object({
    bankName: optionalText(120, 'error.bank_name_too_long'),
    bankAccountHolder: optionalText(120, 'error.bank_holder_too_long'),
    bankIban: z
      .string()
      .nullable()
      .transform((value) => (value ? normalizeIban(value) : null))
      .refine((value) => value === null || isValidIban(value), 'error.iban_invalid'),
    whatsappNumber: z
      .string()
      .nullable()
      .transform((value) => (value ? value.replace(/[\s+()-]/g, '') : null))
      .refine((value) => value === null || /^\d{8,15}$/.test(value), 'error.whatsapp_number_invalid'),
    operatorEmail: z
      .string()
      .trim()
      .toLowerCase()
      .nullable()
      .transform((value) => (value ? value : null))
      .refine((value) => value === null || z.email().safeParse(value).success, 'error.email_invalid'),
    guaranteeFeePercent: z
      .number('error.guarantee_fee_percent_range')
      .int('error.guarantee_fee_percent_range')
      .min(GUARANTEE_FEE_PERCENT_MIN, 'error.guarantee_fee_percent_range')
      .max(GUARANTEE_FEE_PERCENT_MAX, 'error.guarantee_fee_percent_range')
      .nullable(),
    maintenanceEnabled: z.boolean('error.invalid_value'),
    maintenanceMessage: optionalText(MAINTENANCE_MESSAGE_MAX_LENGTH, 'error.maintenance_message_too_long'),
  })
  .superRefine((values, context) => {
    const bank = [values.bankName, values.bankAccountHolder, values.bankIban];
    if (bank.some((value) => value !== null) && bank.some((value) => value === null)) {
      for (const field of ['bankName', 'bankAccountHolder', 'bankIban'] as const) {
        if (values[field] === null) {
          context.addIssue({ code: 'custom', path: [field], message: 'error.bank_details_incomplete' });
        }
      }
    }
  });
export type SiteSettingsValues = z.output<typeof siteSettingsValuesSchema>;
export type SiteSettingsInput = z.input<typeof siteSettingsValuesSchema>;

/** The values that apply when a setting is not set here (the server's environment). */
export const siteSettingsDefaultsSchema = z.object({
  bankName: z.string(),
  bankAccountHolder: z.string(),
  bankIban: z.string(),
  bankIsExample: z.boolean(),
  whatsappNumber: z.string(),
  operatorEmail: z.string(),
  guaranteeFeePercent: z.number().int(),
});

/** GET /api/admin/settings (admin) and the answer of PUT: what is set here, the defaults, and the last change. */
export const siteSettingsResponseSchema = z.object({
  values: z.object({
    bankName: z.string().nullable(),
    bankAccountHolder: z.string().nullable(),
    bankIban: z.string().nullable(),
    whatsappNumber: z.string().nullable(),
    operatorEmail: z.string().nullable(),
    guaranteeFeePercent: z.number().int().nullable(),
    maintenanceEnabled: z.boolean(),
    maintenanceMessage: z.string().nullable(),
  }),
  defaults: siteSettingsDefaultsSchema,
  updatedAt: z.iso.datetime().nullable(),
});
export type SiteSettingsResponse = z.infer<typeof siteSettingsResponseSchema>;

/** PUT /api/admin/settings (admin) — every value at once; answers as GET. */
export const updateSiteSettingsBodySchema = siteSettingsValuesSchema;

/** GET /api/admin/settings/maintenance (admin, staff) — whether maintenance mode is on, for the back office's banner. */
export const maintenanceStatusResponseSchema = z.object({
  enabled: z.boolean(),
  message: z.string().nullable(),
});
export type MaintenanceStatus = z.infer<typeof maintenanceStatusResponseSchema>;
