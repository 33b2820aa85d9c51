import type { NextRequest } from 'next/server';
import { isAdmin } from '@/lib/domain/access';
import { apiRoute } from '@/lib/http/api-route';
import { signOut } from '@/lib/auth';
import { getCaller } from '@/lib/auth/caller';
import { loginPathFrom, RETURN_PARAM, safeReturnPath } from '@/lib/auth/return-path';
import { MAX_FORM_BODY_BYTES, withBodyAtMost } from '@/lib/http/answers';
import { siteUrl } from '@/lib/domain/site';

/**
 * The admin guard's exit (docs/identity.md), posted by /not-allowed: whoever is not an admin is signed out and sent
 * to /login, carrying the page they wanted; an admin (say, promoted a moment ago) goes straight back to it. POST
 * from our own pages only (apiRoute refuses other origins), so no link can sign anyone out.
 */
export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = apiRoute({
  POST: async (request: NextRequest) => {
    const from = safeReturnPath(await postedReturnPath(request), [siteUrl()]);
    if (isAdmin(await getCaller())) return seeOther(from);
    await signOut({ redirect: false });
    return seeOther(loginPathFrom(from));
  },
});

async function postedReturnPath(request: NextRequest): Promise<unknown> {
  // A form of one field: more than MAX_FORM_BODY_BYTES is refused (413) before it is parsed.
  const posted = await withBodyAtMost(request, MAX_FORM_BODY_BYTES);
  try {
    return (await posted.formData()).get(RETURN_PARAM);
  } catch {
    // Not a form: go home.
    return null;
  }
}

/** 303 to a path on this site (the browser follows with a GET), relative so the host stays the one in use. */
function seeOther(path: string): Response {
  return new Response(null, { status: 303, headers: { Location: path } });
}
