'use client';

import { useEffect, useSyncExternalStore } from 'react';
import { useAccount } from '@/components/auth/use-account';
import { mergeCartAction, priceCartAction, readCartAction, removeCartLineAction, setCartLineAction } from '@/lib/actions/cart';
import type { SignedInAccount } from '@/lib/data/account-types';
import type { ActionResult } from '@/lib/actions/result';
import type { CartLineView, CartView } from '@/lib/data/cart';
import type { ClientCatalogue } from '@/lib/texts/catalogue-type';

/**
 * The cart in the browser (docs/shop.md, "The cart"), one store for the header's count, Add to cart and the cart page.
 * A visitor's cart is this browser's (localStorage `mrittika-cart`: `[{ toolId, quantity }]`); a signed-in customer's
 * is the server's, read and changed through the cart's server actions. Who is signed in comes from the account store
 * (use-account.ts), since pages are the same for everyone (docs/decisions/0083-account-menu-in-the-browser.md). When
 * the account becomes known and this browser holds a cart, that cart is merged into the account's once and leaves the
 * browser. Prices are never kept here: the priced cart (`view`) is read from the server when the cart page asks.
 * Its own refusals are in the words the component gives it, the page's (`CartWords`); the server's are in English, and
 * the components say them in the page's language (`translated`).
 */

export type BrowserCartLine = { toolId: string; quantity: number };

/** What the purchase rule needs of a tool. */
export type CartTool = { id: string; minimum: number; stock: number };

export type CartSnapshot = {
  owner: 'visitor' | 'customer' | 'admin';
  /** The tools and how many of each; undefined while a customer's cart is read (or when it could not be). */
  lines: readonly BrowserCartLine[] | undefined;
  /** The cart priced by the server, once the cart page has asked for it (loadCartView). */
  view: CartView | undefined;
  /** The last reading of the priced cart failed. */
  failed: boolean;
};

export type CartOutcome = { ok: true } | { ok: false; error: string };

/** The words the cart's own refusals are said in: the page's (useTexts()). */
export type CartWords = Pick<ClientCatalogue, 'cartTexts' | 'quantityRule' | 'toasts'>;

const STORAGE_KEY = 'mrittika-cart';
/**
 * MAX_CART_LINES of lib/validation/cart.ts, kept in step by hand: that module builds zod schemas, which no page loads
 * with its first script (docs/decisions/0080-light-form-pages.md). The server refuses a 51st line whatever this says.
 */
const MAX_LINES = 50;
const OBJECT_ID = /^[0-9a-f]{24}$/;

/** Undefined until the account is known. */
let state: CartSnapshot | undefined;
/** Moves on whenever the owner changes: an answer to a question asked before is ignored. */
let era = 0;
/** The customer's cart being read as the account became known, for what needs it meanwhile. */
let reading: Promise<void> | undefined;
/** Where storage is refused (some private modes): this page's cart. */
let unsaved: BrowserCartLine[] = [];
const listeners = new Set<() => void>();

/** The purchase rule in the browser, with the server's sentence in the page's words: a whole number from the minimum order to the stock. */
export function cartQuantityRefusal(
  quantity: number,
  tool: { minimum: number; stock: number },
  { quantityRule }: Pick<CartWords, 'quantityRule'>,
): string | null {
  const fits = Number.isInteger(quantity) && quantity >= Math.max(1, tool.minimum) && quantity <= tool.stock;
  return fits ? null : quantityRule(tool.minimum, tool.stock);
}

function update(next: CartSnapshot | undefined) {
  state = next;
  for (const listener of listeners) listener();
}

function patch(changes: Partial<CartSnapshot>) {
  if (state) update({ ...state, ...changes });
}

/** The browser's cart, read defensively: anything that is not a list of lines reads as an empty cart. */
function readLocal(): BrowserCartLine[] {
  let text: string | null;
  try {
    text = window.localStorage.getItem(STORAGE_KEY);
  } catch {
    return unsaved;
  }
  try {
    const value: unknown = JSON.parse(text ?? '[]');
    const lines = new Map<string, number>();
    for (const item of Array.isArray(value) ? (value as unknown[]) : []) {
      const { toolId, quantity } = (item ?? {}) as Partial<BrowserCartLine>;
      const valid = typeof toolId === 'string' && OBJECT_ID.test(toolId) && Number.isSafeInteger(quantity) && quantity! > 0;
      if (valid && !lines.has(toolId) && lines.size < MAX_LINES) lines.set(toolId, quantity!);
    }
    return [...lines].map(([toolId, quantity]) => ({ toolId, quantity }));
  } catch {
    return [];
  }
}

function writeLocal(lines: readonly BrowserCartLine[]) {
  unsaved = [...lines];
  try {
    if (lines.length > 0) window.localStorage.setItem(STORAGE_KEY, JSON.stringify(lines));
    else window.localStorage.removeItem(STORAGE_KEY);
  } catch {
    // Storage refused or full: the cart lasts as long as the page.
  }
}

/** An action's answer, or its failure as one (status 0, said by `answered`) when the shop could not be reached. */
async function settle<T extends object>(answer: Promise<ActionResult<T>>): Promise<ActionResult<T>> {
  try {
    return await answer;
  } catch {
    return { ok: false, status: 0, error: '' };
  }
}

const refused = (error: string): CartOutcome => ({ ok: false, error });

/** The server's cart as the customer's cart now. */
function showView({ lines, subtotal }: CartView) {
  if (state?.owner !== 'customer') return;
  patch({ lines: lines.map(({ toolId, quantity }) => ({ toolId, quantity })), view: { lines, subtotal }, failed: false });
}

/** A write's answer: the cart it left, or the refusal in the words of the field it names. */
function answered(result: ActionResult<CartView>, { toasts }: CartWords): CartOutcome {
  if (!result.ok) return refused(result.status === 0 ? toasts.shopUnreachable : (result.fields?.quantity?.[0] ?? result.error));
  showView(result);
  return { ok: true };
}

/** Follows the account: a new owner, a new cart. */
function follow(account: SignedInAccount | null | undefined) {
  if (account === undefined) return;
  const owner = account === null ? 'visitor' : account.admin ? 'admin' : 'customer';
  if (state?.owner === owner) return;
  era += 1;
  if (owner === 'customer') {
    update({ owner, lines: undefined, view: undefined, failed: false });
    reading = readCustomerCart(era);
  } else {
    // Admins do not buy: whatever this browser holds waits for a customer to sign in.
    update({ owner, lines: owner === 'visitor' ? readLocal() : [], view: undefined, failed: false });
  }
}

async function readCustomerCart(asked: number) {
  const local = readLocal();
  const result = await settle(local.length > 0 ? mergeCartAction(local) : readCartAction());
  if (asked !== era) return;
  if (!result.ok) return patch({ failed: true });
  // Merged: those lines are the account's now. Any added meanwhile stay for the next merge.
  if (local.length > 0) writeLocal(readLocal().filter((line) => !local.some((sent) => sent.toolId === line.toolId)));
  showView(result);
}

/** Reads the priced cart for the cart page: the account's, or the browser's priced now. */
export async function loadCartView(): Promise<void> {
  const asked = era;
  if (state?.owner === 'customer') {
    const pending = reading;
    reading = undefined;
    if (pending) await pending;
    if (asked !== era || (pending && state?.view)) return;
    const result = await settle(readCartAction());
    if (asked !== era) return;
    if (result.ok) showView(result);
    else patch({ failed: true });
    return;
  }
  if (state?.owner !== 'visitor') return;
  const local = readLocal();
  const result = await settle(priceCartAction(local));
  if (asked !== era) return;
  if (!result.ok) return patch({ failed: true });
  // Tools deleted since they were put in the cart leave it.
  const priced = new Set(result.lines.map((line) => line.toolId));
  const lines = readLocal().filter((line) => priced.has(line.toolId) || !local.some((sent) => sent.toolId === line.toolId));
  if (lines.length !== readLocal().length) writeLocal(lines);
  patch({ lines, view: { lines: result.lines, subtotal: result.subtotal }, failed: false });
}

/** The priced cart with one line's quantity changed (the unit price is the one the server just read) or the line gone. */
function reprice(view: CartView | undefined, toolId: string, quantity: number | null): CartView | undefined {
  if (!view) return view;
  const lines = view.lines.flatMap((line): CartLineView[] => {
    if (line.toolId !== toolId) return [line];
    return quantity === null ? [] : [{ ...line, quantity, lineTotal: line.unitPrice * quantity }];
  });
  return { lines, subtotal: lines.reduce((sum, line) => sum + line.lineTotal, 0) };
}

/** Sets how many of a tool the cart holds: the server's for a customer, this browser's otherwise. */
async function putLine(toolId: string, quantity: number, words: CartWords): Promise<CartOutcome> {
  if (state?.owner === 'customer') return answered(await settle(setCartLineAction(toolId, quantity)), words);
  const local = readLocal();
  const lines = local.some((line) => line.toolId === toolId)
    ? local.map((line) => (line.toolId === toolId ? { toolId, quantity } : line))
    : [...local, { toolId, quantity }];
  writeLocal(lines);
  if (state?.owner === 'visitor') patch({ lines, view: reprice(state.view, toolId, quantity) });
  return { ok: true };
}

/**
 * Add to cart: `quantity` more of the tool, within the purchase rule (the amount added, and what the cart then holds).
 * Before the account is known it goes to this browser's cart, which a customer's sign-in then merges.
 */
export async function addToCart(tool: CartTool, quantity: number, words: CartWords): Promise<CartOutcome> {
  const { cartTexts } = words;
  if (state?.owner === 'admin') return refused(cartTexts.adminsDoNotBuy);
  // The customer's cart is still being read (or could not be): wait for it, or read it again.
  if (state?.owner === 'customer' && !state.lines) await (reading ?? loadCartView());
  const lines = state?.owner === 'customer' ? state.lines : readLocal();
  if (!lines) return refused(cartTexts.notLoaded);
  const held = lines.find((line) => line.toolId === tool.id)?.quantity ?? 0;
  const refusal = cartQuantityRefusal(quantity, tool, words) ?? cartQuantityRefusal(held + quantity, tool, words);
  if (refusal) return refused(refusal);
  if (held === 0 && lines.length >= MAX_LINES) return refused(cartTexts.full(MAX_LINES));
  return putLine(tool.id, held + quantity, words);
}

/** The cart page: how many of a tool, within the purchase rule. */
export async function setCartQuantity(tool: CartTool, quantity: number, words: CartWords): Promise<CartOutcome> {
  const refusal = cartQuantityRefusal(quantity, tool, words);
  return refusal ? refused(refusal) : putLine(tool.id, quantity, words);
}

/** The cart page: Remove. */
export async function removeFromCart(toolId: string, words: CartWords): Promise<CartOutcome> {
  if (state?.owner === 'customer') return answered(await settle(removeCartLineAction(toolId)), words);
  const lines = readLocal().filter((line) => line.toolId !== toolId);
  writeLocal(lines);
  if (state?.owner === 'visitor') patch({ lines, view: reprice(state.view, toolId, null) });
  return { ok: true };
}

/** Another tab changed this browser's cart, or the page came back from the back/forward cache: read it again. */
function reread(event: Event) {
  if (event instanceof StorageEvent && event.key !== STORAGE_KEY && event.key !== null) return;
  if (event instanceof PageTransitionEvent && !event.persisted) return;
  if (state?.owner === 'visitor') patch({ lines: readLocal() });
  if (state?.view || state?.owner === 'customer') void loadCartView();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  if (listeners.size === 1) {
    window.addEventListener('storage', reread);
    window.addEventListener('pageshow', reread);
  }
  return () => {
    listeners.delete(listener);
    if (listeners.size > 0) return;
    window.removeEventListener('storage', reread);
    window.removeEventListener('pageshow', reread);
  };
}

/** The cart as this browser knows it; undefined until the account is known (and on the server). */
export function useCart(): CartSnapshot | undefined {
  const account = useAccount();
  useEffect(() => {
    follow(account);
  }, [account]);
  return useSyncExternalStore(
    subscribe,
    () => state,
    () => undefined,
  );
}
