/**
 * A small but real OpenID Connect provider on loopback that stands in for Google in the browser tests: discovery,
 * JWKS, an authorization page where the tester picks the Google account (e-mail, name, verified or not), the
 * authorization-code grant with PKCE (S256) and client authentication, RS256-signed ID tokens and userinfo.
 * The app reaches it as the Google provider's issuer (AUTH_GOOGLE_ISSUER), the full redirect flow included.
 */
import { createHash, randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { exportJWK, generateKeyPair, SignJWT } from 'jose';
import { body, escapeHtml, json, serveOnLoopback, text } from '../../test/stand-in-http';

export type OidcServer = { issuer: string; clientId: string; clientSecret: string; stop(): Promise<void> };

type Grant = {
  clientId: string;
  redirectUri: string;
  codeChallenge: string;
  nonce?: string;
  email: string;
  name: string;
  emailVerified: boolean;
  expiresAt: number;
};

/** Google's subject ids are stable per account; here one account is one e-mail. */
export function googleSubjectFor(email: string): string {
  return createHash('sha256').update(email.trim().toLowerCase()).digest('hex').slice(0, 21);
}

export async function startOidcServer({ redirectUri }: { redirectUri: string }): Promise<OidcServer> {
  const clientId = 'mrittika-e2e.apps.googleusercontent.test';
  const clientSecret = randomBytes(24).toString('base64url');
  const { publicKey, privateKey } = await generateKeyPair('RS256');
  const jwk = { ...(await exportJWK(publicKey)), kid: 'e2e-1', alg: 'RS256', use: 'sig' };
  const codes = new Map<string, Grant>();
  const accessTokens = new Map<string, Record<string, unknown>>();
  let issuer = '';

  const claimsFor = (grant: Grant) => ({
    sub: googleSubjectFor(grant.email),
    email: grant.email,
    email_verified: grant.emailVerified,
    name: grant.name,
  });

  async function handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const url = new URL(request.url ?? '/', issuer);
    const route = `${request.method} ${url.pathname}`;
    if (route === 'GET /.well-known/openid-configuration') {
      return json(response, 200, {
        issuer,
        authorization_endpoint: `${issuer}/authorize`,
        token_endpoint: `${issuer}/token`,
        userinfo_endpoint: `${issuer}/userinfo`,
        jwks_uri: `${issuer}/jwks`,
        response_types_supported: ['code'],
        subject_types_supported: ['public'],
        id_token_signing_alg_values_supported: ['RS256'],
        scopes_supported: ['openid', 'email', 'profile'],
        token_endpoint_auth_methods_supported: ['client_secret_basic', 'client_secret_post'],
        code_challenge_methods_supported: ['S256'],
        claims_supported: ['sub', 'email', 'email_verified', 'name'],
      });
    }
    if (route === 'GET /jwks') return json(response, 200, { keys: [jwk] });
    if (route === 'GET /authorize') {
      const params = url.searchParams;
      const problem =
        params.get('client_id') !== clientId
          ? 'unknown client_id'
          : params.get('redirect_uri') !== redirectUri
            ? 'redirect_uri is not registered'
            : params.get('response_type') !== 'code'
              ? 'only response_type=code'
              : params.get('code_challenge_method') !== 'S256' || !params.get('code_challenge')
                ? 'PKCE with S256 is required'
                : !params.get('scope')?.split(' ').includes('openid')
                  ? 'scope must include openid'
                  : null;
      if (problem) return text(response, 400, `Bad authorization request: ${problem}`);
      return html(response, accountChooser(params));
    }
    if (route === 'POST /authorize') {
      const form = new URLSearchParams(await body(request));
      const email = form.get('email')?.trim() ?? '';
      if (form.get('client_id') !== clientId || form.get('redirect_uri') !== redirectUri || !email) {
        return text(response, 400, 'Bad authorization request');
      }
      const code = randomBytes(24).toString('base64url');
      codes.set(code, {
        clientId,
        redirectUri,
        codeChallenge: form.get('code_challenge') ?? '',
        nonce: form.get('nonce') || undefined,
        email,
        name: form.get('name')?.trim() || email,
        emailVerified: form.get('email_verified') === 'on',
        expiresAt: Date.now() + 60_000,
      });
      const back = new URL(redirectUri);
      back.searchParams.set('code', code);
      if (form.get('state')) back.searchParams.set('state', form.get('state')!);
      back.searchParams.set('iss', issuer);
      response.writeHead(302, { Location: back.toString() }).end();
      return;
    }
    if (route === 'POST /token') {
      const form = new URLSearchParams(await body(request));
      const [id, secret] = clientCredentials(request, form);
      if (id !== clientId || secret !== clientSecret) return json(response, 401, { error: 'invalid_client' });
      const code = form.get('code') ?? '';
      const grant = codes.get(code);
      codes.delete(code); // A code works once.
      const verifier = form.get('code_verifier') ?? '';
      const challenge = createHash('sha256').update(verifier).digest('base64url');
      const refusal =
        form.get('grant_type') !== 'authorization_code'
          ? 'grant_type must be authorization_code'
          : !grant || grant.expiresAt < Date.now()
            ? 'unknown, used or expired code'
            : !sameRedirectUri(grant.redirectUri, form.get('redirect_uri'))
              ? `redirect_uri ${form.get('redirect_uri')} differs from ${grant.redirectUri}`
              : challenge !== grant.codeChallenge
                ? 'code_verifier does not match the code_challenge'
                : null;
      if (refusal || !grant) return json(response, 400, { error: 'invalid_grant', error_description: refusal });
      const claims = claimsFor(grant);
      const idToken = await new SignJWT({ ...claims, ...(grant.nonce ? { nonce: grant.nonce } : {}) })
        .setProtectedHeader({ alg: 'RS256', kid: jwk.kid, typ: 'JWT' })
        .setIssuer(issuer)
        .setAudience(clientId)
        .setIssuedAt()
        .setExpirationTime('1h')
        .sign(privateKey);
      const accessToken = randomBytes(24).toString('base64url');
      accessTokens.set(accessToken, claims);
      return json(response, 200, {
        access_token: accessToken,
        token_type: 'Bearer',
        expires_in: 3600,
        scope: 'openid email profile',
        id_token: idToken,
      });
    }
    if (route === 'GET /userinfo') {
      const claims = accessTokens.get((request.headers.authorization ?? '').replace(/^Bearer /i, ''));
      return claims ? json(response, 200, claims) : json(response, 401, { error: 'invalid_token' });
    }
  }

  const served = await serveOnLoopback(handle);
  issuer = served.baseUrl;
  return { issuer, clientId, clientSecret, stop: served.close };
}

/**
 * Exact match, except that 127.0.0.1 and localhost count as one host: Next.js rewrites loopback addresses to
 * "localhost" in the URL that route handlers see, so the app names its callback both ways on loopback (with a
 * real host name, as in production, both requests name the same URI).
 */
function sameRedirectUri(expected: string, actual: string | null): boolean {
  if (!actual) return false;
  const loopback = (uri: string) => {
    const url = new URL(uri);
    if (url.hostname === '127.0.0.1') url.hostname = 'localhost';
    return url.href;
  };
  return loopback(expected) === loopback(actual);
}

/** client_secret_basic (form-urlencoded id and secret, RFC 6749 2.3.1) or client_secret_post. */
function clientCredentials(request: IncomingMessage, form: URLSearchParams): [string, string] {
  const basic = /^Basic (.+)$/i.exec(request.headers.authorization ?? '')?.[1];
  if (basic) {
    const [id = '', secret = ''] = Buffer.from(basic, 'base64').toString('utf8').split(':');
    return [decodeURIComponent(id.replace(/\+/g, ' ')), decodeURIComponent(secret.replace(/\+/g, ' '))];
  }
  return [form.get('client_id') ?? '', form.get('client_secret') ?? ''];
}

function accountChooser(params: URLSearchParams): string {
  const hidden = ['client_id', 'redirect_uri', 'state', 'nonce', 'code_challenge']
    .map((name) => `<input type="hidden" name="${name}" value="${escapeHtml(params.get(name) ?? '')}">`)
    .join('');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Sign in - Google Accounts (test)</title></head>
<body><main><h1>Choose a Google account</h1>
<form method="post" action="/authorize">${hidden}
<p><label for="email">Email</label> <input id="email" name="email" type="email" required></p>
<p><label for="name">Name</label> <input id="name" name="name"></p>
<p><label><input name="email_verified" type="checkbox" checked> Email verified</label></p>
<p><button type="submit">Continue</button></p>
</form></main></body></html>`;
}

function html(response: ServerResponse, value: string): void {
  response.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' }).end(value);
}
