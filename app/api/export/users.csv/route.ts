import { getCaller } from '@/lib/auth/caller';
import { csvResponse } from '@/lib/csv';
import { exportUsers } from '@/lib/data/exports';
import { withErrorAnswers } from '@/lib/http';

/** Admin: every account as CSV. */
export const GET = withErrorAnswers(async (request: Request) => {
  const { filename, body } = await exportUsers(await getCaller(request));
  return csvResponse(filename, body);
});
