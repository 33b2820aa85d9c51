import Link from 'next/link';
import { signOut } from '@/lib/auth';
import { getCaller } from '@/lib/auth/caller';

/**
 * The signed-in part of the top navigation (spec section 2): a Dashboard link labelled with the user's display
 * name and Sign Out, or Login when signed out. Renders <li> items for a daisyUI `menu` list. The name is read
 * from the database, so a profile update shows at once.
 */
export async function AccountMenu() {
  const caller = await getCaller();
  if (!caller) {
    return (
      <li>
        <Link href="/login">Login</Link>
      </li>
    );
  }
  const displayName = caller.name || caller.email;
  return (
    <>
      <li>
        <Link href="/dashboard" aria-label={`Dashboard: ${displayName}`} data-testid="nav-dashboard">
          {displayName}
        </Link>
      </li>
      <li>
        <form
          action={async () => {
            'use server';
            // Clears the session cookie: every tab of this browser is signed out on its next page load.
            await signOut({ redirectTo: '/' });
          }}
        >
          <button type="submit">Sign Out</button>
        </form>
      </li>
    </>
  );
}
