import { getCaller } from '@/lib/auth/caller';
import { csvResponse } from '@/lib/csv';
import { exportOrders } from '@/lib/data/exports';
import { withErrorAnswers } from '@/lib/http';

/** Admin: orders as CSV, `?from=YYYY-MM-DD&to=YYYY-MM-DD&status=paid` (each optional). */
export const GET = withErrorAnswers(async (request: Request) => {
  const query = Object.fromEntries(new URL(request.url).searchParams);
  const { filename, body } = await exportOrders(await getCaller(request), query);
  return csvResponse(filename, body);
});
