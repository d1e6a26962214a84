import { z } from 'zod';
import { findOwnerInquiry, ownersPageUrl } from '../../modules/owners/surface.ts';
import { effectiveSettings } from '../../modules/settings/surface.ts';
import type { JobHandler } from '../job-context.ts';
import { OWNER_INQUIRY_MAILS } from '../job-kinds.ts';

const payloadSchema = z.object({ inquiryId: z.uuid(), mail: z.enum(OWNER_INQUIRY_MAILS) });

/**
 * One mail of an owners page enquiry, from the stored row: to the operator (in Turkish, replies go to the owner)
 * or the acknowledgement to the owner in the language of the page they wrote from.
 */
export const sendOwnerInquiryMail: JobHandler = async (payload, { services }) => {
  const { inquiryId, mail } = payloadSchema.parse(payload);
  const row = await findOwnerInquiry(services.database.db, inquiryId);
  if (!row) return;
  const { config, mailer } = services;
  if (mail === 'operator') {
    return mailer.send({
      to: (await effectiveSettings(services)).operatorEmail,
      language: 'tr',
      replyTo: row.email,
      template: 'owner-inquiry',
      data: {
        name: row.name,
        email: row.email,
        phone: row.phone,
        district: row.district,
        propertyType: row.propertyType,
        bedrooms: row.bedrooms,
        message: row.message,
        language: row.language,
        receivedAt: row.createdAt.toISOString(),
      },
    });
  }
  return mailer.send({
    to: row.email,
    language: row.language,
    template: 'owner-inquiry-received',
    data: {
      name: row.name,
      district: row.district,
      propertyType: row.propertyType,
      bedrooms: row.bedrooms,
      ownersUrl: ownersPageUrl(config.PUBLIC_URL, row.language),
    },
  });
};
