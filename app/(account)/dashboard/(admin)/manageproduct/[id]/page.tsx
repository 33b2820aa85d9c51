import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { ToolForm } from '@/components/dashboard/ToolForm';
import { StaticImage } from '@/components/ui/StaticImage';
import { requireAdmin } from '@/lib/auth/guards';
import { getTool } from '@/lib/data/tools';
import { DashboardPage } from '@/components/dashboard/DashboardPage';

export const metadata: Metadata = { title: 'Edit Tool' };

type Props = { params: Promise<{ id: string }> };

/** Admins only: every field of a tool, the image by URL or as an uploaded photo. */
export default async function EditToolPage({ params }: Props) {
  const { id } = await params;
  await requireAdmin(`/dashboard/manageproduct/${id}`);
  const tool = await getTool(id);
  if (!tool) notFound();
  return (
    <DashboardPage
      id="edittool"
      title="Edit Tool"
      before={
        <Link href="/dashboard/manageproduct" className="link mb-4 inline-block">
          Back to Manage Tools
        </Link>
      }
    >
      <figure className="mb-6 max-w-xs">
        <StaticImage
          src={tool.img}
          alt={`The image of ${tool.name} now`}
          width={320}
          height={240}
          sizes="320px"
          className="h-auto w-full rounded-box bg-base-200"
          data-testid="current-image"
        />
        <figcaption className="mt-1 text-sm opacity-70">The image shown now</figcaption>
      </figure>
      <ToolForm tool={tool} />
    </DashboardPage>
  );
}
