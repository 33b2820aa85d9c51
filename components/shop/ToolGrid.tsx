import type { ToolSummary } from '@/lib/data/tools';
import { ToolCard } from './ToolCard';

/** The tool list of the home page: 1, 2 or 3 cards a row. */
export function ToolGrid({ tools, buyDisabled }: { tools: ToolSummary[]; buyDisabled: boolean }) {
  if (tools.length === 0) return <p>No tools are listed yet. Please come back soon.</p>;
  return (
    <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
      {tools.map((tool) => (
        <li key={tool.id}>
          <ToolCard tool={tool} buyDisabled={buyDisabled} />
        </li>
      ))}
    </ul>
  );
}
