'use client';

import { AddToCart } from '@/components/cart/AddToCart';
import { useLanguage, usePathIn, useTexts } from '@/components/i18n/LanguageProvider';
import { BuyNow } from '@/components/shop/BuyNow';
import { quantityBox, stepQuantity, typedQuantity } from '@/components/shop/quantity-box';
import { toolText } from '@/lib/domain/tool-text';

type PickedTool = { id: string; name: string; nameBn?: string | null; minimum: number; stock: number };

/**
 * How many to buy, from the tool's minimum order to its stock, and Buy Now: a plain GET form to the purchase page
 * (`/purchase/{id}?quantity=N`, which reads either script's digits and checks the number again), so it works before
 * any script has loaded. Once it runs, a quantity outside the purchase rule stops the form with the rule's own words.
 * Add to cart beside it puts the same quantity in the cart. Without enough stock for the minimum, Buy Now leads to
 * the purchase page alone, where a quote can be asked for.
 */
export function QuantityPicker({ tool }: { tool: PickedTool }) {
  const { buyNowTexts, quantityRule, toolPageTexts } = useTexts();
  const language = useLanguage();
  const pathIn = usePathIn();
  const { name } = toolText({ name: tool.name, nameBn: tool.nameBn, desc: '' }, language);
  if (tool.stock < tool.minimum) return <BuyNow toolId={tool.id} toolName={name} />;

  /** The browser refuses to send a quantity outside the purchase rule, and says the rule. */
  function checkRule(box: HTMLInputElement) {
    const quantity = typedQuantity(box.value);
    const fits = quantity !== null && quantity >= tool.minimum && quantity <= tool.stock;
    box.setCustomValidity(fits ? '' : quantityRule(tool.minimum, tool.stock));
  }

  return (
    <div className="flex flex-wrap items-end gap-3">
      <BuyNow toolId={tool.id} toolName={name}>
        <form action={pathIn(`/purchase/${tool.id}`)} method="get" className="flex flex-wrap items-end gap-3" data-testid="quantity-picker">
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
              onInput={(event) => checkRule(event.currentTarget)}
              onKeyDown={(event) => stepQuantity(event, tool)}
              aria-describedby="buy-quantity-hint"
            />
            <p id="buy-quantity-hint" className="label whitespace-normal">
              {toolPageTexts.quantityHint(tool.minimum, tool.stock)}
            </p>
          </div>
          <button type="submit" className="btn btn-primary mb-7" aria-label={buyNowTexts.label(name)} data-testid="buy-now">
            {buyNowTexts.buyNow}
          </button>
        </form>
      </BuyNow>
      {/* Beside the form, not in it: for an admin, Buy Now stands in for the whole form. */}
      <AddToCart tool={{ id: tool.id, name, minimum: tool.minimum, stock: tool.stock }} quantityFrom="buy-quantity" className="mb-7" />
    </div>
  );
}

