import Link from 'next/link';

/**
 * Buy Now leads to the login-required purchase page. Admins manage the catalogue and do not buy (docs/shop.md, People),
 * so they get a disabled button that says why.
 */
export function BuyNow({ toolId, toolName, disabledForAdmin }: { toolId: string; toolName: string; disabledForAdmin: boolean }) {
  if (disabledForAdmin) {
    const reasonId = `buy-now-reason-${toolId}`;
    return (
      <div className="flex flex-col items-end gap-1">
        <button
          type="button"
          className="btn btn-primary"
          disabled
          aria-describedby={reasonId}
          title="Admins cannot place orders"
          data-testid="buy-now"
        >
          Buy Now
        </button>
        <p id={reasonId} className="text-xs opacity-70">
          Admins cannot place orders.
        </p>
      </div>
    );
  }
  return (
    // No prefetch: the purchase page is per account and redirects visitors who are signed out.
    <Link href={`/purchase/${toolId}`} prefetch={false} className="btn btn-primary" aria-label={`Buy Now: ${toolName}`} data-testid="buy-now">
      Buy Now
    </Link>
  );
}
