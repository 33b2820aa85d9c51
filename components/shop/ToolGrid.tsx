import type { ToolSummary } from '@/lib/data/tools';
import { pageTexts } from '@/lib/texts/page-texts';
import { ToolCard } from './ToolCard';

/** A list of tool cards, 1, 2 or 3 a row; `leadsPage` when it is the first thing on the page (`/tools`). */
export async function ToolGrid({ tools, leadsPage = false }: { tools: ToolSummary[]; leadsPage?: boolean }) {
  const { catalogueTexts } = await pageTexts();
  if (tools.length === 0) return <p>{catalogueTexts.noTools}</p>;
  return (
    <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
      {tools.map((tool, index) => (
        <li key={tool.id} className="drawn-when-near">
          <ToolCard tool={tool} leads={leadsPage && index === 0} />
        </li>
      ))}
    </ul>
  );
}
