import { z } from 'zod';
import { conflictMailData, syncDueFeeds } from '../../modules/channel-sync/surface.ts';
import { effectiveSettings } from '../../modules/settings/surface.ts';
import type { JobHandler } from '../job-context.ts';

/** Fetches every import feed that is due (issue 18 §2): one run at a time across all processes (the job table). */
export const pollChannelFeeds: JobHandler = async (_payload, { services, now, log }) => {
  const polled = await syncDueFeeds(services, { now, log });
  if (polled > 0) log.info({ polled }, 'channel feeds polled');
};

const payloadSchema = z.object({ blockId: z.uuid(), reservationId: z.uuid() });

/** The operator's mail about one imported block over a direct booking, in Turkish like the other operator mails. */
export const sendChannelConflictMail: JobHandler = async (payload, { services }) => {
  const pair = payloadSchema.parse(payload);
  const dashboardUrl = `${services.config.PUBLIC_URL.replace(/\/+$/, '')}/admin`;
  const data = await conflictMailData(services.database.db, pair, dashboardUrl);
  // Either side went before the mail did: there is nothing left to tell.
  if (!data) return;
  await services.mailer.send({
    to: (await effectiveSettings(services)).operatorEmail,
    language: 'tr',
    template: 'channel-conflict',
    data,
  });
};
