import type { ToolSpecifications as Specifications } from '@/lib/data/tools';
import { pageTexts } from '@/lib/texts/page-texts';
import { TOOL_SPECIFICATIONS } from '@/lib/validation/tool-fields';
import { HeadedSection } from '@/components/ui/HeadedSection';

/**
 * The specifications an admin set on a tool (size, material, pack, warranty); nothing when none is set. Their names
 * are in the page's language, their values as the admin wrote them.
 */
export async function ToolSpecifications({ tool }: { tool: Specifications }) {
  const set = TOOL_SPECIFICATIONS.filter((name) => tool[name]);
  if (set.length === 0) return null;
  const { specificationLabels, toolPageTexts } = await pageTexts();
  return (
    <HeadedSection headingId="specifications-heading" title={toolPageTexts.specificationsHeading} headingClassName="text-xl font-bold">
      <dl className="mt-2 grid max-w-sm grid-cols-2 gap-y-2" data-testid="tool-specifications">
        {set.map((name) => (
          <div key={name} className="contents">
            <dt>{specificationLabels[name]}</dt>
            <dd data-testid={`spec-${name}`}>{tool[name]}</dd>
          </div>
        ))}
      </dl>
    </HeadedSection>
  );
}
