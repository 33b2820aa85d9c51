import { getCaller } from '@/lib/auth/caller';
import { addQuoteMessage } from '@/lib/data/quotes';
import { apiRecord, created, readJson, withErrorAnswers } from '@/lib/http';

/** Its customer or an admin: add a message to the quote's thread; the other side is mailed. */
export const POST = withErrorAnswers(async (request: Request, { params }: { params: Promise<{ id: string }> }) => {
  const message = await addQuoteMessage(await getCaller(request), (await params).id, await readJson(request));
  return created({ acknowledged: true, message: apiRecord(message) });
});
