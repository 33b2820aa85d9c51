import { AddToCart } from '@/components/cart/AddToCart';
import { BuyNow } from '@/components/shop/BuyNow';
import { quantityBox } from '@/components/shop/quantity-box';
import { toolPageTexts } from '@/lib/texts';

/**
 * How many to buy, from the tool's minimum order to its stock, and Buy Now: a plain GET form to the purchase page
 * (`/purchase/{id}?quantity=N`, which checks the number again), so it works before any script has loaded. Add to cart
 * beside it puts the same quantity in the cart. Without enough stock for the minimum, Buy Now leads to the purchase
 * page alone, where a quote can be asked for.
 */
export function QuantityPicker({ tool }: { tool: { id: string; name: string; minimum: number; stock: number } }) {
  if (tool.stock < tool.minimum) return <BuyNow toolId={tool.id} toolName={tool.name} />;
  return (
    <div className="flex flex-wrap items-end gap-3">
      <BuyNow toolId={tool.id} toolName={tool.name}>
        <form action={`/purchase/${tool.id}`} method="get" className="flex flex-wrap items-end gap-3" data-testid="quantity-picker">
          <div className="fieldset">
            <label className="fieldset-legend" htmlFor="buy-quantity">
              {toolPageTexts.quantityLabel}
            </label>
            <input
              id="buy-quantity"
              name="quantity"
              className="input w-36"
              {...quantityBox(tool)}
              required
              defaultValue={tool.minimum}
              aria-describedby="buy-quantity-hint"
            />
            <p id="buy-quantity-hint" className="label whitespace-normal">
              {toolPageTexts.quantityHint(tool.minimum, tool.stock)}
            </p>
          </div>
          <button type="submit" className="btn btn-primary mb-7" aria-label={`Buy Now: ${tool.name}`} data-testid="buy-now">
            Buy Now
          </button>
        </form>
      </BuyNow>
      {/* Beside the form, not in it: for an admin, Buy Now stands in for the whole form. */}
      <AddToCart tool={{ id: tool.id, name: tool.name, minimum: tool.minimum, stock: tool.stock }} quantityFrom="buy-quantity" className="mb-7" />
    </div>
  );
}
