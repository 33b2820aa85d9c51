/**
 * The one place counts become text: stock, quantities, minimum orders, numbers of reviews, orders and actions,
 * statistics. Grouped as prices are (lib/money.ts, the same en-BD locale), so 2000 reads "2,000" beside "BDT 2,000".
 */
const count = new Intl.NumberFormat('en-BD', { maximumFractionDigits: 2 });

export function formatNumber(value: number): string {
  return count.format(value);
}
