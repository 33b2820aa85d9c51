import { z } from 'zod';
import '@/lib/validation/browser-zod';
import { signedInAccountSchema } from '@/lib/data/account-types';
import { ROLES } from '@/lib/domain/roles';
import { accountLanguageSchema } from '@/lib/validation/users';
import { errorContent, jsonSchema, type Calls, type PathItems } from './operations';

/** Signing in and out (next-auth), who is signed in, and the language an account reads. */

export const accountCalls: Calls = {
  '/api/account/language': {
    put: {
      summary: 'Set the language your account reads',
      description:
        "`{ \"language\": \"bn\" }` for Bangla, `\"en\"` for English: the mails written to your account from then on " +
        '(orders, quotes, password resets) are in it, with links to the pages in it. Anything else is a 400 naming `language`.',
      auth: 'signed-in',
      body: accountLanguageSchema,
      refusals: [404],
      answers: { 204: { description: 'Saved; no body' } },
    },
  },
};

/** What next-auth's JSON endpoints answer: `csrf`, `session` (null when nobody is signed in) and `providers`. */
const nextAuthAnswer = z.union([
  z.object({ csrfToken: z.string() }).describe('`csrf`: the token a sign-in or sign-out form posts'),
  z
    .object({
      user: z
        .looseObject({ id: z.string(), email: z.string(), name: z.string().nullish(), role: z.enum(ROLES) })
        .describe('The signed-in account (the session cookie only)'),
      expires: z.string().describe('ISO 8601: when the session ends unless it is used'),
      sessionVersion: z.number().int().optional().describe("The account's session version when it signed in (docs/decisions/0012-sessions-that-end.md)"),
    })
    .describe('`session`: who the session cookie signs in'),
  z.null().describe('`session`: nobody, or not by the session cookie'),
  z
    .record(z.string(), z.looseObject({ id: z.string(), name: z.string(), type: z.string() }))
    .describe('`providers`: the ways to sign in, by id'),
]);

/** next-auth's own endpoints under /api/auth (one catch-all route). */
const nextAuthPath = {
  parameters: [
    {
      name: 'nextauth',
      in: 'path',
      required: true,
      description:
        "next-auth's endpoint, one or more segments: `csrf`, `session`, `providers`, `signin`, `signin/{provider}`, " +
        '`callback/{provider}`, `signout`.',
      schema: { type: 'string' },
    },
  ],
  get: {
    summary: "next-auth: session, CSRF token, providers, sign-in pages and OAuth callbacks",
    security: [],
    responses: {
      200: { description: "next-auth's answer", content: { 'application/json': { schema: jsonSchema(nextAuthAnswer, 'output') } } },
      302: { description: 'Redirect (the sign-in pages and the OAuth callbacks)' },
    },
  },
  post: {
    summary: 'next-auth: sign in (form-encoded, with the CSRF token) and sign out',
    description: 'Sign in with e-mail and password: POST `callback/credentials` with `csrfToken`, `email`, `password`.',
    security: [],
    responses: {
      200: { description: "next-auth's answer" },
      302: { description: 'Redirect (sets or clears the session cookie)' },
      429: {
        description:
          'Too many failed sign-ins for this account from this address (about 10 in 15 minutes), or for this ' +
          'account from everywhere (about 100 in an hour); even the right password waits. See Retry-After.',
        headers: { 'Retry-After': { description: 'Seconds to wait', schema: { type: 'integer' } } },
        content: errorContent,
      },
    },
  },
};

/** Sign Out (a browser form post from the account menu, not a JSON call). */
const signOutPath = {
  post: {
    summary: 'Sign Out: ends the session and every copy of it, then redirects home',
    security: [],
    responses: {
      303: { description: 'Redirect to `/` (session cookie cleared, every session ended)' },
      403: {
        description: 'Sent from a page of another site',
        content: errorContent,
      },
    },
  },
};

/**
 * The admin pages' exit (a browser form post from /not-allowed, not a JSON call): non-admins are signed out and sent
 * to /login. A POST from our own pages only, so that no other site can sign anyone out.
 */
const notAllowedPath = {
  post: {
    summary: "Admin pages' exit: signs a non-admin out and redirects to /login carrying the page; an admin goes back to it",
    security: [],
    requestBody: {
      required: false,
      content: {
        'application/x-www-form-urlencoded': {
          schema: {
            type: 'object',
            properties: {
              from: { type: 'string', description: 'The page that was asked for (a same-site path; anything else counts as /).' },
            },
          },
        },
      },
    },
    responses: {
      303: { description: 'Redirect to `/login?from=...` (session cookie cleared, every session ended), or to `from` for an admin' },
      403: {
        description: 'Sent from a page of another site',
        content: errorContent,
      },
    },
  },
};

export const accountPaths: PathItems = {
  '/api/auth/{nextauth}': nextAuthPath,
  '/api/auth/not-allowed': notAllowedPath,
  '/api/auth/sign-out': signOutPath,
  '/api/account': {
    get: {
      summary: "Who this browser is signed in as (the pages' account menu): the name, whether the account is an admin, and its language",
      security: [],
      responses: {
        200: {
          description: "The account of the request's session cookie, or null without a valid one (never cached)",
          content: { 'application/json': { schema: { oneOf: [jsonSchema(signedInAccountSchema, 'output'), { type: 'null' }] } } },
        },
      },
    },
  },
};
