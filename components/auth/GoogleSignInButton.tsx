import { continueWithGoogleAction } from '@/lib/actions/account';

/** Continue with Google, or a disabled button that says why when this server has no Google credentials. */
export function GoogleSignInButton({ enabled, from }: { enabled: boolean; from: string }) {
  if (!enabled) {
    return (
      <div>
        <button type="button" className="btn btn-outline w-full" disabled aria-describedby="google-unavailable">
          Continue with Google
        </button>
        <p id="google-unavailable" className="mt-1 text-sm opacity-70">
          Google sign-in is not set up on this server yet (it needs AUTH_GOOGLE_ID and AUTH_GOOGLE_SECRET). Use your
          e-mail and password instead.
        </p>
      </div>
    );
  }
  return (
    <form action={continueWithGoogleAction}>
      <input type="hidden" name="from" value={from} />
      <button type="submit" className="btn btn-outline w-full">
        Continue with Google
      </button>
    </form>
  );
}
