/** The one place prices become text: BDT, grouped, without trailing ".00" for whole amounts. */
const bdt = new Intl.NumberFormat('en-BD', {
  style: 'currency',
  currency: 'BDT',
  currencyDisplay: 'code',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
  trailingZeroDisplay: 'stripIfInteger',
});

export function formatBDT(amount: number): string {
  // Intl separates the code with a no-break space; a plain space reads and matches the same everywhere.
  return bdt.format(amount).replace(/\u00a0/g, ' ');
}
