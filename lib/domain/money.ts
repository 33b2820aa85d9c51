import type { Language } from './numbers';

/** The one place prices become text: BDT, grouped, without trailing ".00" for whole amounts. */
const bdt = new Intl.NumberFormat('en-BD', {
  style: 'currency',
  currency: 'BDT',
  currencyDisplay: 'code',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
  trailingZeroDisplay: 'stripIfInteger',
});

// Bangla: the amount in Bangla digits with lakh grouping. ICU writes the taka sign after it ("৬,৫০০৳"); the shop
// writes it before, without a space, as Bangladeshi price tags do (৳৬,৫০০).
const bnAmount = new Intl.NumberFormat('bn-BD', { minimumFractionDigits: 2, maximumFractionDigits: 2, trailingZeroDisplay: 'stripIfInteger' });

/** "BDT 6,500" (English) or "৳৬,৫০০" (Bangla); paisa only when there are any ("BDT 99.50", "৳৯৯.৫০"). */
export function formatBDT(amount: number, language: Language = 'en'): string {
  if (language === 'bn') return `${amount < 0 ? '-' : ''}৳${bnAmount.format(Math.abs(amount))}`;
  // Intl separates the code with a no-break space; a plain space reads and matches the same everywhere.
  return bdt.format(amount).replace(/\u00a0/g, ' ');
}
