/**
 * The attributes of every box where a customer types how many to buy: whole units from the tool's minimum order
 * to its stock (docs/orders.md), with the phone's number pad. The tool page's picker and the purchase form share it.
 */
export function quantityBox(tool: { minimum: number; stock: number }) {
  return { type: 'number', inputMode: 'numeric', min: tool.minimum, max: tool.stock, step: 1 } as const;
}
