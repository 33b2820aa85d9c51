import { titleFrom } from '@/lib/http/page-titles';
import Link from '@/components/i18n/Link';
import { notFound } from 'next/navigation';
import { ToolForm } from '@/components/dashboard/ToolForm';
import { StaticImage } from '@/components/ui/StaticImage';
import { requireAdmin } from '@/lib/auth/guards';
import { getTool } from '@/lib/data/tools';
import { toolText } from '@/lib/domain/tool-text';
import { DashboardPage } from '@/components/dashboard/DashboardPage';
import { pageLanguage, pageTexts } from '@/lib/texts/page-texts';
import { AdminWords } from '@/components/i18n/words/admin';
import { AdminToolsWords } from '@/components/i18n/words/admin-tools';

export const generateMetadata = titleFrom((texts) => texts.adminPageTexts.editTool);

type Props = { params: Promise<{ id: string }> };

/** Admins only: every field of a tool, the image by URL or as an uploaded photo. */
export default async function EditToolPage({ params }: Props) {
  const { id } = await params;
  await requireAdmin(`/dashboard/manageproduct/${id}`);
  const [tool, { adminPageTexts }, language] = await Promise.all([getTool(id), pageTexts(), pageLanguage()]);
  if (!tool) notFound();
  return (
    <AdminWords>
      <AdminToolsWords>
        <DashboardPage
          id="edittool"
          title={adminPageTexts.editTool}
          before={
            <Link href="/dashboard/manageproduct" className="link mb-4 inline-block">
              {adminPageTexts.backToManageTools}
            </Link>
          }
        >
          <figure className="mb-6 max-w-xs">
            <StaticImage
              src={tool.img}
              alt={adminPageTexts.currentImageAlt(toolText(tool, language).name)}
              width={320}
              height={240}
              sizes="320px"
              className="h-auto w-full rounded-box bg-base-200"
              data-testid="current-image"
            />
            <figcaption className="mt-1 text-sm opacity-70">{adminPageTexts.currentImage}</figcaption>
          </figure>
          <ToolForm tool={tool} />
        </DashboardPage>
      </AdminToolsWords>
    </AdminWords>
  );
}
