import type { Metadata } from 'next';
import { ToolForm } from '@/components/dashboard/ToolForm';
import { requireAdmin } from '@/lib/auth/guards';

export const metadata: Metadata = { title: 'Add Tool' };

/** Admins only: others are signed out and sent to /login (docs/identity.md). */
export default async function AddToolPage() {
  await requireAdmin('/dashboard/addproduct');
  return (
    <section aria-labelledby="addproduct-heading">
      <h1 id="addproduct-heading" className="mb-6 text-3xl font-bold">
        Add Tool
      </h1>
      <ToolForm />
    </section>
  );
}
