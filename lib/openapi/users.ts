import { z } from 'zod';
import '@/lib/validation/browser-zod';
import { userProfileSchema, userSummarySchema } from '@/lib/data/user-types';
import { userUpdateSchema } from '@/lib/validation/users';
import { acknowledged, apiRecordSchema, countAnswer, csvFile, modified, operation, pagedList, withContent, type Calls, type PathItems } from './operations';

/** The accounts, as admins manage them, and a user's token and profile. */

const User = apiRecordSchema(userSummarySchema);
const Profile = apiRecordSchema(userProfileSchema);

export const userCalls: Calls = {
  '/api/admin/{email}': {
    get: {
      summary: 'Is this account an admin?',
      description: 'Your own e-mail; admins may ask about anyone (an unknown e-mail is not an admin).',
      auth: 'signed-in',
      answers: { 200: { description: 'The admin flag', schema: z.object({ admin: z.boolean() }) } },
    },
  },
  '/api/user': {
    get: pagedList('List users, oldest first', 'admin', 'Every account, or one page of them', User),
  },
  '/api/user/{email}': {
    put: {
      summary: 'Get an API token, or update a profile',
      description:
        'Two bodies on one path. A body with any of `name`, `number`, `address` is a profile update (all three ' +
        'required; your own profile, admins anyone\'s); it answers with the counts and the profile. ' +
        '`{ email }` alone asks for a bearer token for your own e-mail (path and body), answered with `{ token }`; ' +
        'about 10 tokens per account in 15 minutes. A token ends with the session it was issued from: signing ' +
        'out, a password reset, a demotion or the removal of the account make it invalid (401).',
      auth: 'signed-in',
      body: userUpdateSchema,
      refusals: [404, 429],
      answers: {
        200: {
          description: 'The token, or the updated profile',
          schema: z.union([
            z.object({ token: z.string().describe('Bearer token, valid 24 hours') }),
            z.object({ acknowledged, matchedCount: z.number().int(), modifiedCount: z.number().int(), user: Profile }),
          ]),
        },
      },
    },
    delete: {
      summary: 'Remove a user',
      description: 'Never your own account, never the last admin (409). The user\'s orders stay on record.',
      auth: 'admin',
      refusals: [404, 409],
      answers: countAnswer('Removed'),
    },
  },
  '/api/user/admin/{email}': {
    put: {
      summary: 'Make a user admin',
      auth: 'admin',
      refusals: [404],
      answers: countAnswer('modifiedCount is 1, or 0 when the account already was an admin', modified),
    },
    delete: {
      summary: 'Take the admin role from a user',
      description:
        'Never from yourself, never from the last admin, never from an account listed in ADMIN_EMAILS (409). ' +
        'Every session and API token of that account ends.',
      auth: 'admin',
      refusals: [404, 409],
      answers: countAnswer('modifiedCount is 1, or 0 when the account was no admin', modified),
    },
  },
};

/** Every account as a CSV file. */
export const userFileCalls: PathItems = {
  '/api/export/users.csv': {
    get: withContent(
      operation(
        {
          summary: 'Export every account as CSV',
          auth: 'admin',
          answers: { 200: { description: 'The CSV file (Content-Disposition: attachment)' } },
        },
        [],
      ),
      { answer: csvFile },
    ),
  },
};
