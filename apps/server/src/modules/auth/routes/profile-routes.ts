import { checkDeleteEligibilityResponseSchema } from '@konak/domain/api/auth/check-delete-eligibility';
import {
  deleteAccountRequestSchema,
  deleteAccountResponseSchema,
} from '@konak/domain/api/auth/delete-account';
import { updatePhoneRequestSchema, updatePhoneResponseSchema } from '@konak/domain/api/auth/update-phone';
import {
  updateProfileRequestSchema,
  updateProfileResponseSchema,
} from '@konak/domain/api/auth/update-profile';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireUser } from '../../../http/authentication.ts';
import { translate } from '../../../i18n/translate.ts';
import { currentUser, updateProfile } from '../account.ts';
import { deleteAccount, deleteEligibility } from '../account-deletion.ts';
import type { AuthContext } from '../auth-context.ts';
import { toAuthUser } from '../user-repository.ts';
import { memberSchema } from './account-calls.ts';
import { AUTH_RATE_LIMITS, signedIn } from './rate-limits.ts';

/** The member's own profile and account deletion. */
export const profileRoutes: FastifyPluginAsyncZod<{ context: AuthContext }> = async (app, { context }) => {
  const { db } = context.services.database;
  app.addHook('onRequest', requireUser);

  app.put(
    '/update-profile',
    {
      schema: memberSchema({
        summary: 'Change name, phone or preferred language',
        body: updateProfileRequestSchema,
        response: { 200: updateProfileResponseSchema },
      }),
    },
    async (request) => {
      const user = await updateProfile(db, signedIn(request).userId, request.body);
      return { message: translate(request.language, 'auth.profile_updated'), user: toAuthUser(user) };
    },
  );

  app.post(
    '/update-phone',
    {
      schema: memberSchema({
        summary: 'Change the phone number',
        body: updatePhoneRequestSchema,
        response: { 200: updatePhoneResponseSchema },
      }),
    },
    async (request) => {
      const user = await updateProfile(db, signedIn(request).userId, { phone: request.body.phone });
      return { message: translate(request.language, 'auth.profile_updated'), user: toAuthUser(user) };
    },
  );

  app.get(
    '/check-delete-eligibility',
    {
      schema: memberSchema({
        summary: 'Whether the account can be deleted now, and why not',
        response: { 200: checkDeleteEligibilityResponseSchema },
      }),
    },
    async (request) => deleteEligibility(db, signedIn(request).userId),
  );

  app.delete(
    '/delete-account',
    {
      schema: memberSchema({
        summary: 'Anonymise the account and end every session (reservations are kept)',
        body: deleteAccountRequestSchema,
        response: { 200: deleteAccountResponseSchema },
      }),
      config: { rateLimit: AUTH_RATE_LIMITS.passwordCheck },
    },
    async (request) => {
      const user = await currentUser(db, signedIn(request).userId);
      await deleteAccount(context, user, request.body.password);
      return { message: translate(request.language, 'auth.account_deleted') };
    },
  );
};
