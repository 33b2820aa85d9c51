'use client';

import { useEffect, useRef } from 'react';

/**
 * The admin guard's exit: a same-origin form post that signs the visitor out and sends them to /login. It submits
 * itself as soon as the page runs; without JavaScript the button does it.
 */
export function SignOutAndLogIn({ from }: { from: string }) {
  const form = useRef<HTMLFormElement>(null);
  useEffect(() => {
    form.current?.requestSubmit();
  }, []);
  return (
    <form ref={form} method="post" action="/api/auth/not-allowed" className="mt-4">
      <input type="hidden" name="from" value={from} />
      <button type="submit" className="btn btn-primary w-full">
        Sign out and log in as an admin
      </button>
    </form>
  );
}
