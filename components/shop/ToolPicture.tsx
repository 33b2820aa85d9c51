import { StaticImage } from '@/components/ui/StaticImage';
import { pageLanguage } from '@/lib/texts/page-texts';
import { toolText } from '@/lib/domain/tool-text';

/**
 * The sizes a tool's picture is shown at, one per place, so that the browser picks the right file from the srcset.
 * On the tool's page and the purchase page it is the largest thing on screen, so it loads at once with high
 * priority (it is the page's Largest Contentful Paint); in lists it loads lazily, but for the first card of a list
 * that opens the page (`/tools`), which is the largest thing on a phone's first screen (`leads`).
 */
const SHOWN = {
  page: { width: 960, height: 720, sizes: '(min-width: 1280px) 600px, (min-width: 1024px) 50vw, 100vw', first: true },
  purchase: { width: 640, height: 480, sizes: '(min-width: 768px) 50vw, 100vw', first: true },
  card: { width: 480, height: 360, sizes: '(min-width: 1280px) 400px, (min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw', first: false },
  related: { width: 240, height: 180, sizes: '(min-width: 1024px) 25vw, 50vw', first: false },
} as const;

/**
 * A tool's picture where `shown`, named by the tool's name in the page's language (its English name, marked so, where
 * it has no Bangla one); `decorative` when the name is written right beside it (alt="").
 */
export async function ToolPicture({
  tool,
  shown,
  decorative = false,
  leads = false,
  className = 'h-auto w-full',
}: {
  tool: { img: string; name: string; nameBn?: string | null };
  shown: keyof typeof SHOWN;
  decorative?: boolean;
  leads?: boolean;
  className?: string;
}) {
  const { width, height, sizes } = SHOWN[shown];
  const first = SHOWN[shown].first || leads;
  const language = await pageLanguage();
  const { name, nameLang } = toolText({ ...tool, desc: '' }, language);
  return (
    <StaticImage
      src={tool.img}
      alt={decorative ? '' : name}
      lang={decorative || nameLang === language ? undefined : nameLang}
      width={width}
      height={height}
      sizes={sizes}
      className={className}
      loading={first ? 'eager' : undefined}
      fetchPriority={first ? 'high' : undefined}
      preload={first}
    />
  );
}
