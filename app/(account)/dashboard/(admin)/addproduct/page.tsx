import type { Metadata } from 'next';
import { ToolForm } from '@/components/dashboard/ToolForm';
import { requireAdmin } from '@/lib/auth/guards';
import { DashboardPage } from '@/components/dashboard/DashboardPage';

export const metadata: Metadata = { title: 'Add Tool' };

/** Admins only: others are signed out and sent to /login (docs/identity.md). */
export default async function AddToolPage() {
  await requireAdmin('/dashboard/addproduct');
  return (
    <DashboardPage id="addproduct" title="Add Tool">
      <ToolForm />
    </DashboardPage>
  );
}
