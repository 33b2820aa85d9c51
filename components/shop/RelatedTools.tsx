import Link from '@/components/i18n/Link';
import { ToolPicture } from './ToolPicture';
import type { ToolSummary } from '@/lib/data/tools';
import { formatBDT } from '@/lib/domain/money';
import { pageLanguage, pageTexts } from '@/lib/texts/page-texts';
import { toolText } from '@/lib/domain/tool-text';
import { HeadedSection } from '@/components/ui/HeadedSection';

/** A few tools near this one in price, each linking to its page; nothing when there are none. */
export async function RelatedTools({ tools }: { tools: ToolSummary[] }) {
  if (tools.length === 0) return null;
  const language = await pageLanguage();
  const { toolPageTexts } = await pageTexts();
  return (
    <HeadedSection headingId="related-heading" title={toolPageTexts.relatedHeading} headingClassName="text-2xl font-bold" className="mt-14">
      <ul className="mt-4 grid grid-cols-2 gap-4 lg:grid-cols-4" data-testid="related-tools">
        {tools.map((tool) => {
          const { name, nameLang } = toolText(tool, language);
          return (
            <li key={tool.id}>
              <article className="card h-full bg-base-100 shadow-sm" aria-labelledby={`related-${tool.id}`}>
                <figure className="bg-base-200">
                  <ToolPicture tool={tool} shown="related" decorative />
                </figure>
                <div className="card-body gap-1 p-4">
                  <h3 id={`related-${tool.id}`} className="font-semibold" lang={nameLang === language ? undefined : nameLang}>
                    <Link href={`/tools/${tool.id}`} className="link link-hover">
                      {name}
                    </Link>
                  </h3>
                  <p className="font-semibold text-primary">{formatBDT(tool.price, language)}</p>
                </div>
              </article>
            </li>
          );
        })}
      </ul>
    </HeadedSection>
  );
}
