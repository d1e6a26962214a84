import { createHash, randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { channelExportTokens } from '../../db/schema/channel-sync.ts';

/** 32 random bytes, base64url: 256 bits no one guesses. */
const TOKEN_BYTES = 32;
export const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/** What is stored of a token (decision 093): looking it up by its hash compares no secret byte by byte. */
export const tokenHash = (token: string) => createHash('sha256').update(token).digest('hex');

/** A new token for the apartment's export feed, replacing the previous one in the same statement (rotation). */
export async function rotateExportToken(
  db: Database,
  apartmentId: string,
  now: Date,
): Promise<{ token: string; createdAt: Date }> {
  const token = randomBytes(TOKEN_BYTES).toString('base64url');
  await db
    .insert(channelExportTokens)
    .values({ apartmentId, tokenHash: tokenHash(token), createdAt: now })
    .onConflictDoUpdate({
      target: channelExportTokens.apartmentId,
      set: { tokenHash: sql`excluded.token_hash`, createdAt: now },
    });
  return { token, createdAt: now };
}

/** The apartment whose export feed a token opens, or null (unknown, malformed or rotated away). */
export async function apartmentOfToken(db: Database, token: string): Promise<string | null> {
  if (!TOKEN_PATTERN.test(token)) return null;
  const [row] = await db
    .select({ apartmentId: channelExportTokens.apartmentId })
    .from(channelExportTokens)
    .where(eq(channelExportTokens.tokenHash, tokenHash(token)));
  return row?.apartmentId ?? null;
}

export async function exportTokenOf(db: Database, apartmentId: string): Promise<{ createdAt: Date } | null> {
  const [row] = await db
    .select({ createdAt: channelExportTokens.createdAt })
    .from(channelExportTokens)
    .where(eq(channelExportTokens.apartmentId, apartmentId));
  return row ?? null;
}

export const exportFeedUrl = (publicUrl: string, token: string) =>
  `${publicUrl.replace(/\/+$/, '')}/ical/${token}.ics`;
