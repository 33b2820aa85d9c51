/**
 * The 64 districts of Bangladesh, in English as commonly written today (Chattogram, Cumilla, Jashore...), in
 * alphabetical order: where an order is delivered, and so which delivery charge it pays (lib/data/delivery.ts).
 */
export const DISTRICTS = [
  'Bagerhat',
  'Bandarban',
  'Barguna',
  'Barishal',
  'Bhola',
  'Bogura',
  'Brahmanbaria',
  'Chandpur',
  'Chapai Nawabganj',
  'Chattogram',
  'Chuadanga',
  "Cox's Bazar",
  'Cumilla',
  'Dhaka',
  'Dinajpur',
  'Faridpur',
  'Feni',
  'Gaibandha',
  'Gazipur',
  'Gopalganj',
  'Habiganj',
  'Jamalpur',
  'Jashore',
  'Jhalokati',
  'Jhenaidah',
  'Joypurhat',
  'Khagrachhari',
  'Khulna',
  'Kishoreganj',
  'Kurigram',
  'Kushtia',
  'Lakshmipur',
  'Lalmonirhat',
  'Madaripur',
  'Magura',
  'Manikganj',
  'Meherpur',
  'Moulvibazar',
  'Munshiganj',
  'Mymensingh',
  'Naogaon',
  'Narail',
  'Narayanganj',
  'Narsingdi',
  'Natore',
  'Netrokona',
  'Nilphamari',
  'Noakhali',
  'Pabna',
  'Panchagarh',
  'Patuakhali',
  'Pirojpur',
  'Rajbari',
  'Rajshahi',
  'Rangamati',
  'Rangpur',
  'Satkhira',
  'Shariatpur',
  'Sherpur',
  'Sirajganj',
  'Sunamganj',
  'Sylhet',
  'Tangail',
  'Thakurgaon',
] as const;

export type District = (typeof DISTRICTS)[number];

/** The two delivery zones, each with its own charge (models/ShopSetting.ts). */
export type DeliveryZone = 'insideDhaka' | 'outsideDhaka';

const KNOWN: ReadonlySet<string> = new Set(DISTRICTS);

/** Whether `value` is one of the 64 districts, spelt exactly as DISTRICTS spells it. */
export function isDistrict(value: unknown): value is District {
  return typeof value === 'string' && KNOWN.has(value);
}

/** Inside Dhaka is the Dhaka district itself; every other district is outside Dhaka. */
export function deliveryZone(district: District): DeliveryZone {
  return district === 'Dhaka' ? 'insideDhaka' : 'outsideDhaka';
}
