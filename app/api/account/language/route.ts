import { apiRoute } from '@/lib/http/api-route';
import { getCaller } from '@/lib/auth/caller';
import { setAccountLanguage } from '@/lib/data/users';
import { readCallerJson } from '@/lib/http/answers';
import { languageInBody } from '@/lib/validation/users';

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = apiRoute({
  /**
   * Signed in: `{ "language": "en" | "bn" }`, the language your account reads; the mails written to it from then on
   * are in it. Answers 204; anything else is a 400.
   */
  PUT: async (request: Request) => {
    const caller = await getCaller(request);
    const body = await readCallerJson(request, caller);
    await setAccountLanguage(caller, languageInBody(body));
    return new Response(null, { status: 204 });
  },
});
