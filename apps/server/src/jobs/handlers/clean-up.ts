import { and, inArray, lt } from 'drizzle-orm';
import { googleSignInCodes } from '../../db/schema/google-sign-in-codes.ts';
import { jobs } from '../../db/schema/jobs.ts';
import { sessions } from '../../db/schema/sessions.ts';
import { verificationCodes } from '../../db/schema/verification-codes.ts';
import type { JobHandler } from '../job-context.ts';

const DAY_MS = 86_400_000;

/**
 * Housekeeping: sessions a week past their expiry (verifySession already refuses them), verification codes and
 * Google sign-in codes a day past theirs, and finished jobs after 30 days (failed ones stay 90 days for whoever
 * investigates).
 */
export const cleanUp: JobHandler = async (_payload, { services, now, log }) => {
  const { db } = services.database;
  const before = (days: number) => new Date(now.getTime() - days * DAY_MS);
  const [expiredSessions, expiredCodes, expiredGoogleCodes, oldJobs, oldFailures] = await Promise.all([
    db
      .delete(sessions)
      .where(lt(sessions.expiresAt, before(7)))
      .returning({ id: sessions.id }),
    db
      .delete(verificationCodes)
      .where(lt(verificationCodes.expiresAt, before(1)))
      .returning({ id: verificationCodes.id }),
    db
      .delete(googleSignInCodes)
      .where(lt(googleSignInCodes.expiresAt, before(1)))
      .returning({ codeHash: googleSignInCodes.codeHash }),
    db
      .delete(jobs)
      .where(and(inArray(jobs.status, ['done']), lt(jobs.finishedAt, before(30))))
      .returning({ id: jobs.id }),
    db
      .delete(jobs)
      .where(and(inArray(jobs.status, ['failed']), lt(jobs.finishedAt, before(90))))
      .returning({ id: jobs.id }),
  ]);
  log.info(
    {
      sessions: expiredSessions.length,
      verificationCodes: expiredCodes.length,
      googleSignInCodes: expiredGoogleCodes.length,
      jobs: oldJobs.length + oldFailures.length,
    },
    'expired rows removed',
  );
};
