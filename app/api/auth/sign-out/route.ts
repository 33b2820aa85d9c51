import { apiRoute } from '@/lib/http/api-route';
import { signOut } from '@/lib/auth';

/**
 * Sign Out (the account menu's form, docs/identity.md): ends the session, and through next-auth's signOut event every
 * copy of it, then sends the browser home with a whole new page. A form post rather than a server action: the new
 * document drops the pages Next.js keeps hidden after navigations, so Back cannot show the dashboard of someone who
 * signed out (docs/decisions/0087-cache-components.md). POST from our own pages only (apiRoute refuses other
 * origins), so no other site can sign anyone out.
 */
export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = apiRoute({
  POST: async () => {
    await signOut({ redirect: false });
    return new Response(null, { status: 303, headers: { Location: '/' } });
  },
});
