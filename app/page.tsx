import { ToolCard } from '@/components/shop/ToolCard';
import { listTools } from '@/lib/data/tools';

// Stock changes with every order: render per request (the data layer decides what to cache).
export const dynamic = 'force-dynamic';

export default async function HomePage() {
  const tools = await listTools();
  return (
    <section className="mx-auto max-w-7xl px-4 py-10" aria-labelledby="tools-heading">
      <h2 id="tools-heading" className="mb-6 text-3xl font-bold">
        Our Tools
      </h2>
      {tools.length === 0 ? (
        <p>No tools are listed yet.</p>
      ) : (
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {tools.map((tool) => (
            <li key={tool.id}>
              <ToolCard tool={tool} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
