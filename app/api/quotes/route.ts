import { NextResponse, type NextRequest } from 'next/server';
import { addAnswer } from '@/lib/http/api-lists';
import { apiRoute } from '@/lib/http/api-route';
import { isAdmin } from '@/lib/domain/access';
import { getCaller } from '@/lib/auth/caller';
import { listMyQuotes, listQuotes, requestQuote } from '@/lib/data/quotes';
import { apiRecord } from '@/lib/http/answers';
import { pageNumber } from '@/lib/domain/pagination';
import { quoteListQuerySchema } from '@/lib/validation/quotes';

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = apiRoute({
  /** Signed in: request a quote for more of a tool than its stock; the team is mailed. */
  POST: addAnswer('quote', requestQuote),
  /** Signed in: a page of your quotes, newest first (admins: every quote, or those in `status`). */
  GET: async (request: NextRequest) => {
    const caller = await getCaller(request);
    const params = request.nextUrl.searchParams;
    const query = quoteListQuerySchema.parse({ page: params.get('page') ?? undefined, status: params.get('status') ?? undefined });
    const page = pageNumber(query.page);
    const quotes = isAdmin(caller) ? await listQuotes(caller, { page, status: query.status }) : await listMyQuotes(caller, page);
    return NextResponse.json({ ...quotes, items: quotes.items.map(apiRecord) });
  },
});

