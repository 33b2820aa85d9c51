import type { Metadata } from 'next';
import { ToolForm } from '@/components/dashboard/ToolForm';
import { requireAdmin } from '@/lib/auth/guards';
import { DashboardPage } from '@/components/dashboard/DashboardPage';
import { pageTexts } from '@/lib/texts/page-texts';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await pageTexts()).menuTexts.addTool };
}

/** Admins only: others are signed out and sent to /login (docs/identity.md). */
export default async function AddToolPage() {
  await requireAdmin('/dashboard/addproduct');
  const { menuTexts } = await pageTexts();
  return (
    <DashboardPage id="addproduct" title={menuTexts.addTool}>
      <ToolForm />
    </DashboardPage>
  );
}
