import { apiRoute } from '@/lib/http/api-route';
import { getCaller } from '@/lib/auth/caller';
import { csvResponse } from '@/lib/domain/csv';
import { exportUsers } from '@/lib/data/exports';

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = apiRoute({
  /** Admin: every account as CSV. */
  GET: async (request: Request) => {
    const { filename, body } = await exportUsers(await getCaller(request));
    return csvResponse(filename, body);
  },
});
