import type { ToolSpecifications as Specifications } from '@/lib/data/tools';
import { pageTexts } from '@/lib/texts/page-texts';
import { TOOL_SPECIFICATIONS } from '@/lib/validation/tool-fields';

/**
 * The specifications an admin set on a tool (size, material, pack, warranty); nothing when none is set. Their names
 * are in the page's language, their values as the admin wrote them.
 */
export async function ToolSpecifications({ tool }: { tool: Specifications }) {
  const set = TOOL_SPECIFICATIONS.filter((name) => tool[name]);
  if (set.length === 0) return null;
  const { specificationLabels, toolPageTexts } = await pageTexts();
  return (
    <section aria-labelledby="specifications-heading">
      <h2 id="specifications-heading" className="text-xl font-bold">
        {toolPageTexts.specificationsHeading}
      </h2>
      <dl className="mt-2 grid max-w-sm grid-cols-2 gap-y-2" data-testid="tool-specifications">
        {set.map((name) => (
          <div key={name} className="contents">
            <dt>{specificationLabels[name]}</dt>
            <dd data-testid={`spec-${name}`}>{tool[name]}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
