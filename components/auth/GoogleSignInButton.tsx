import { continueWithGoogleAction } from '@/lib/actions/account';

/**
 * "OR" and Continue with Google, when this server has Google credentials; nothing otherwise (the server's start-up
 * log tells whoever runs it how to turn Google sign-in on: lib/server-startup.ts).
 */
export function GoogleSignInButton({ enabled, from }: { enabled: boolean; from: string }) {
  if (!enabled) return null;
  return (
    <>
      <div className="divider">OR</div>
      <form action={continueWithGoogleAction}>
        <input type="hidden" name="from" value={from} />
        <button type="submit" className="btn btn-outline w-full">
          Continue with Google
        </button>
      </form>
    </>
  );
}
