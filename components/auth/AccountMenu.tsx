import Link from 'next/link';
import { signOutAction } from '@/lib/actions/account';
import { getCaller } from '@/lib/auth/caller';

/**
 * The signed-in part of the top navigation: a Dashboard link labelled with the user's display
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
        {/* Every tab of this browser is signed out on its next page load; copies of the cookie stop working. */}
        <form action={signOutAction}>
          <button type="submit">Sign Out</button>
        </form>
      </li>
    </>
  );
}
