import type { ReactNode } from 'react';

/** The frame of the login, register and reset pages. */
export function AuthCard({ headingId, title, children }: { headingId: string; title: string; children: ReactNode }) {
  return (
    <section className="flex justify-center px-4 py-12" aria-labelledby={headingId}>
      <div className="card w-full max-w-md bg-base-100 shadow-xl">
        <div className="card-body">
          <h1 id={headingId} className="card-title justify-center text-2xl">
            {title}
          </h1>
          {children}
        </div>
      </div>
    </section>
  );
}
