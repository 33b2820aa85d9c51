import { apiRoute } from '@/lib/api-route';
import { getCaller } from '@/lib/auth/caller';
import { addQuoteMessage } from '@/lib/data/quotes';
import { apiRecord, created, readJson } from '@/lib/http';

type Context = { params: Promise<{ id: string }> };

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = apiRoute<Context>({
  /** Its customer or an admin: add a message to the quote's thread; the other side is mailed. */
  POST: async (request: Request, { params }: Context) => {
    const message = await addQuoteMessage(await getCaller(request), (await params).id, await readJson(request));
    return created({ acknowledged: true, message: apiRecord(message) });
  },
});
