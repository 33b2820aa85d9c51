import type { ToolSummary } from '@/lib/data/tools';
import { ToolCard } from './ToolCard';

/** A list of tool cards, 1, 2 or 3 a row; `leadsPage` when it is the first thing on the page (`/tools`). */
export function ToolGrid({ tools, leadsPage = false }: { tools: ToolSummary[]; leadsPage?: boolean }) {
  if (tools.length === 0) return <p>No tools are listed yet. Please come back soon.</p>;
  return (
    <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
      {tools.map((tool, index) => (
        <li key={tool.id}>
          <ToolCard tool={tool} leads={leadsPage && index === 0} />
        </li>
      ))}
    </ul>
  );
}
