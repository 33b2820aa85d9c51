import type { Metadata } from 'next';
import Link from 'next/link';

export const metadata: Metadata = { title: 'Page not found', robots: { index: false } };

/** Every unknown path and unknown tool, answered with status 404. */
export default function NotFound() {
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center gap-5 px-4 py-24 text-center">
      <h1 className="text-4xl font-extrabold text-primary sm:text-5xl">OOps !! 404 Not Found!</h1>
      <p className="text-lg">The page you asked for is not here. It may have moved, or the tool may no longer be sold.</p>
      <div className="flex flex-wrap justify-center gap-3">
        <Link href="/" className="btn btn-primary">
          Back to the shop
        </Link>
        <Link href="/contact" className="btn btn-ghost">
          Ask us
        </Link>
      </div>
    </div>
  );
}
