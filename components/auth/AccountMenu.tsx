import Link from 'next/link';
import { auth, signOut } from '@/lib/auth';

/**
 * The signed-in part of the top navigation (spec section 2): a Dashboard link labelled with the user's display
 * name and Sign Out, or Login when signed out. Renders <li> items for a daisyUI `menu` list.
 */
export async function AccountMenu() {
  const session = await auth();
  if (!session?.user) {
    return (
      <li>
        <Link href="/login">Login</Link>
      </li>
    );
  }
  const displayName = session.user.name || session.user.email || 'My account';
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
            await signOut({ redirectTo: '/' });
          }}
        >
          <button type="submit">Sign Out</button>
        </form>
      </li>
    </>
  );
}
