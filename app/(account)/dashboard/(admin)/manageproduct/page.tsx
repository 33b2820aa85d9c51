import type { Metadata } from 'next';
import { ManageTools } from '@/components/dashboard/ManageTools';
import { Pagination } from '@/components/ui/Pagination';
import { requireAdmin } from '@/lib/auth/guards';
import { listToolsPage } from '@/lib/data/tools';
import { pageNumber } from '@/lib/pagination';
import { catalogueTexts } from '@/lib/texts';

export const metadata: Metadata = { title: 'Manage Tools' };

/** Admins only: others are signed out and sent to /login (docs/identity.md). */
/** How many tools a page of the table shows. */
const PAGE_SIZE = 20;

export default async function ManageToolsPage({ searchParams }: { searchParams: Promise<{ page?: string | string[] }> }) {
  await requireAdmin('/dashboard/manageproduct');
  // A page at a time, newest first: the catalogue grows to thousands (docs/decisions/0061-lists-that-scale.md).
  const tools = await listToolsPage({ page: pageNumber((await searchParams).page), pageSize: PAGE_SIZE });
  return (
    <section aria-labelledby="manageproduct-heading">
      <h1 id="manageproduct-heading" className="mb-6 text-3xl font-bold">
        Manage Tools
      </h1>
      <ManageTools tools={tools.items} />
      <Pagination
        page={tools.page}
        pageCount={tools.pageCount}
        href={(page) => (page > 1 ? `/dashboard/manageproduct?page=${page}` : '/dashboard/manageproduct')}
        label={catalogueTexts.manageToolsPages}
      />
    </section>
  );
}
