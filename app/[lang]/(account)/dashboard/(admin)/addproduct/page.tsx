import { titleFrom } from '@/lib/http/page-titles';
import { ToolForm } from '@/components/dashboard/ToolForm';
import { requireAdmin } from '@/lib/auth/guards';
import { DashboardPage } from '@/components/dashboard/DashboardPage';
import { pageTexts } from '@/lib/texts/page-texts';
import { AdminWords } from '@/components/i18n/words/admin';
import { AdminToolsWords } from '@/components/i18n/words/admin-tools';

export const generateMetadata = titleFrom((texts) => texts.menuTexts.addTool);

/** Admins only: others are signed out and sent to /login (docs/identity.md). */
export default async function AddToolPage() {
  await requireAdmin('/dashboard/addproduct');
  const { menuTexts } = await pageTexts();
  return (
    <DashboardPage id="addproduct" title={menuTexts.addTool} words={[AdminWords, AdminToolsWords]}>
      <ToolForm />
    </DashboardPage>
  );
}
