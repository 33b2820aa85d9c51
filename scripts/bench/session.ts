import type { APIRequestContext } from '@playwright/test';

/**
 * Signs in through next-auth's credentials endpoint (CSRF token, then the form), as the login page does; the
 * session cookie stays in `request` (a browser context's request shares it with that browser context).
 */
export async function signIn(request: APIRequestContext, baseUrl: string, email: string, password: string): Promise<void> {
  const { csrfToken } = (await (await request.get(`${baseUrl}/api/auth/csrf`)).json()) as { csrfToken: string };
  const answer = await request.post(`${baseUrl}/api/auth/callback/credentials`, {
    form: { csrfToken, email, password, callbackUrl: baseUrl },
    maxRedirects: 0,
  });
  if (answer.status() >= 400) throw new Error(`signing in as ${email} answered ${answer.status()}`);
  const who = (await (await request.get(`${baseUrl}/api/auth/session`)).json()) as { user?: { email?: string } } | null;
  if (who?.user?.email !== email) throw new Error(`signing in as ${email} gave no session`);
}
