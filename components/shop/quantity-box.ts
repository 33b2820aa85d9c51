import type { KeyboardEvent } from 'react';
import { latinDigits } from '@/lib/domain/numbers';

/** The range a quantity may take: the tool's minimum order to its stock (docs/orders.md). */
type Range = { minimum: number; stock: number };

/**
 * The attributes of every box where a customer types how many to buy (the tool page's picker, the purchase form, the
 * cart): a text box with the phone's number pad, since a number box refuses the Bangla digits a customer may type
 * (docs/texts.md, "Digits in either script"). It stays a spin button to assistive technology, with the range (and
 * `min`/`max`, which name it) and the arrow keys of one (`stepQuantity`); what is typed is read by `typedQuantity`.
 */
export function quantityBox(range: Range) {
  return {
    type: 'text',
    inputMode: 'numeric',
    autoComplete: 'off',
    role: 'spinbutton',
    min: range.minimum,
    max: range.stock,
    'aria-valuemin': range.minimum,
    'aria-valuemax': range.stock,
  } as const;
}

/** Whole units typed in a quantity box, in Latin or Bangla digits ("১২" is 12), or null while it holds anything else. */
export function typedQuantity(value: unknown): number | null {
  const digits = latinDigits(String(value ?? '').trim());
  return /^\d{1,9}$/.test(digits) ? Number(digits) : null;
}

const BANGLA_DIGITS = /[\u09e6-\u09ef]/;
const inBangla = (text: string) => text.replace(/\d/g, (digit) => String.fromCharCode(0x09e6 + Number(digit)));

/**
 * Up and Down arrows step a quantity box by one within the range, as a number box's did: the new value is put in as if
 * typed (an `input` and a `change` event), so that the form, the total and the cart follow it. It keeps the script the
 * customer was typing in.
 */
export function stepQuantity(event: KeyboardEvent<HTMLInputElement>, range: Range): void {
  const step = event.key === 'ArrowUp' ? 1 : event.key === 'ArrowDown' ? -1 : 0;
  if (step === 0) return;
  event.preventDefault();
  const box = event.currentTarget;
  const now = typedQuantity(box.value);
  const highest = Math.max(range.stock, range.minimum);
  const next = now === null ? range.minimum : Math.min(Math.max(now + step, range.minimum), highest);
  const written = BANGLA_DIGITS.test(box.value) ? inBangla(String(next)) : String(next);
  if (written === box.value) return;
  // React tracks the value it last set: only a value set through the prototype's setter reaches its onChange.
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(box, written);
  box.dispatchEvent(new Event('input', { bubbles: true }));
  box.dispatchEvent(new Event('change', { bubbles: true }));
}
