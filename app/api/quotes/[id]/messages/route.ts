import { apiRoute } from '@/lib/http/api-route';
import { getCaller } from '@/lib/auth/caller';
import { addQuoteMessage } from '@/lib/data/quotes';
import { apiRecord, created, readCallerJson } from '@/lib/http/answers';

type Context = { params: Promise<{ id: string }> };

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = apiRoute<Context>({
  /** Its customer or an admin: add a message to the quote's thread; the other side is mailed. */
  POST: async (request: Request, { params }: Context) => {
    const caller = await getCaller(request);
    const message = await addQuoteMessage(caller, (await params).id, await readCallerJson(request, caller));
    return created({ acknowledged: true, message: apiRecord(message) });
  },
});
