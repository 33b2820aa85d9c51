import { queryValues } from '@/lib/http/api-paging';
import { apiRoute } from '@/lib/http/api-route';
import { getCaller } from '@/lib/auth/caller';
import { csvResponse } from '@/lib/domain/csv';
import { exportOrders } from '@/lib/data/exports';

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = apiRoute({
  /** Admin: orders as CSV, `?from=YYYY-MM-DD&to=YYYY-MM-DD&status=paid` (each optional). */
  GET: async (request: Request) => {
    const query = queryValues(new URL(request.url).searchParams);
    const { filename, body } = await exportOrders(await getCaller(request), query);
    return csvResponse(filename, body);
  },
});
