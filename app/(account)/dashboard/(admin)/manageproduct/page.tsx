import type { Metadata } from 'next';
import { ManageTools } from '@/components/dashboard/ManageTools';
import { requireAdmin } from '@/lib/auth/guards';
import { listTools } from '@/lib/data/tools';

export const metadata: Metadata = { title: 'Manage Tools' };

/** Admins only: others are signed out and sent to /login (docs/identity.md). */
export default async function ManageToolsPage() {
  await requireAdmin('/dashboard/manageproduct');
  const tools = await listTools();
  return (
    <section aria-labelledby="manageproduct-heading">
      <h1 id="manageproduct-heading" className="mb-6 text-3xl font-bold">
        Manage Tools
      </h1>
      <ManageTools tools={tools} />
    </section>
  );
}
