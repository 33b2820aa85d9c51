/**
 * Grows the catalogue and the reviews to a shop of some years' standing, straight in the database through the
 * models (so every document passes the same validation as one the shop writes). Sizes follow the demo data: tool
 * names of 20-50 characters, descriptions of one to three sentences, reviews of one to four. Deterministic: the
 * same counts give the same documents.
 */
import { Review } from '../../models/Review';
import { Tool } from '../../models/Tool';
import { demoTools } from '../seed/catalogue';

const BATCH = 500;
const DAY_MS = 86_400_000;

export async function growData(targets: { tools: number; reviews: number }): Promise<{ tools: number; reviews: number }> {
  const random = mulberry32(2026);
  const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)]!;
  const between = (low: number, high: number) => low + Math.floor(random() * (high - low + 1));
  const pastDate = () => new Date(Date.now() - between(1, 3 * 365) * DAY_MS - between(0, DAY_MS));
  const images = [...new Set(demoTools.map((tool) => tool.img))];

  const toolsNeeded = targets.tools - (await Tool.countDocuments());
  await insertInBatches(Tool, toolsNeeded, (index) => {
    const kind = pick(TOOL_KINDS);
    const createdAt = pastDate();
    return {
      name: `${pick(TOOL_QUALIFIERS)} ${kind.name} ${pick(kind.sizes)} #${String(index + 1).padStart(4, '0')}`,
      desc: Array.from({ length: between(1, 3) }, () => pick(TOOL_SENTENCES)).join(' '),
      price: between(8, 2_500) * 10,
      minimum: pick([1, 2, 4, 5, 10, 20, 50]),
      stock: between(0, 5_000),
      img: pick(images),
      createdAt,
      updatedAt: createdAt,
    };
  });

  const reviewsNeeded = targets.reviews - (await Review.countDocuments());
  await insertInBatches(Review, reviewsNeeded, (index) => {
    const first = pick(FIRST_NAMES);
    const last = pick(LAST_NAMES);
    const createdAt = pastDate();
    return {
      name: `${first} ${last}`,
      email: `${first}.${last}.${index}@example.com`.toLowerCase(),
      review: Array.from({ length: between(1, 4) }, () => pick(REVIEW_SENTENCES)).join(' '),
      ratings: pick(['5', '5', '5', '4', '4', '4', '3', '2', '1']),
      createdAt,
      updatedAt: createdAt,
    };
  });

  return { tools: await Tool.countDocuments(), reviews: await Review.countDocuments() };
}

async function insertInBatches(
  model: { insertMany(documents: object[]): Promise<unknown> },
  count: number,
  make: (index: number) => object,
): Promise<void> {
  for (let start = 0; start < count; start += BATCH) {
    const size = Math.min(BATCH, count - start);
    await model.insertMany(Array.from({ length: size }, (_, offset) => make(start + offset)));
  }
}

/** A small seeded pseudo-random generator, so that every run grows the same data. */
function mulberry32(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

const TOOL_QUALIFIERS = ['Pro', 'Heavy-Duty', 'Compact', 'Contractor', 'Premium', 'Standard', 'Industrial', 'Classic'];

const TOOL_KINDS = [
  { name: 'Square Notched Trowel', sizes: ['6 mm', '8 mm', '10 mm', '12 mm'] },
  { name: 'Manual Tile Cutter', sizes: ['600 mm', '800 mm', '1000 mm', '1200 mm'] },
  { name: 'Rubber Grout Float', sizes: ['small', 'medium', 'large'] },
  { name: 'Tile Leveling Clips', sizes: ['(pack of 100)', '(pack of 200)', '(pack of 500)'] },
  { name: 'Cross Tile Spacers', sizes: ['2 mm', '3 mm', '5 mm'] },
  { name: 'Diamond Wet Saw Blade', sizes: ['115 mm', '180 mm', '230 mm'] },
  { name: 'White Rubber Mallet', sizes: ['340 g', '450 g', '680 g'] },
  { name: 'Spirit Level', sizes: ['60 cm', '100 cm', '120 cm'] },
  { name: 'Double Suction Lifter', sizes: ['80 kg', '120 kg'] },
  { name: 'Tile Nippers', sizes: ['180 mm', '200 mm'] },
];

const TOOL_SENTENCES = [
  'Hardened stainless steel blade that stays straight and rust-free in wet adhesive.',
  'Scores porcelain and ceramic tiles cleanly in a single pass, with a breaker foot for a straight snap.',
  'Non-marking rubber that presses grout into joints without scratching glazed wall tiles.',
  'Reusable parts keep large-format tiles flush and lippage-free while the adhesive cures.',
  'Made in our Tejgaon workshop and checked by hand before it leaves the factory.',
  'A comfortable grip that absorbs shock through a long working day on site.',
  'Suited to vitrified, porcelain and natural stone tiles up to 16 mm thick.',
  'Sold to contractors and dealers across Bangladesh; bulk orders ship within three working days.',
];

const FIRST_NAMES = ['Rahim', 'Nusrat', 'Tanvir', 'Farzana', 'Shafiqul', 'Maliha', 'Arif', 'Sadia', 'Imran', 'Ayesha', 'Kamal', 'Rumana'];
const LAST_NAMES = ['Uddin', 'Jahan', 'Ahmed', 'Akter', 'Islam', 'Chowdhury', 'Hossain', 'Rahman', 'Khan', 'Begum', 'Sarker'];

const REVIEW_SENTENCES = [
  'The cutter scores 12 mm porcelain cleanly in one pass.',
  'Our crew uses these every day on a housing project in Mirpur.',
  'Delivery to Chattogram took four days, a little slow.',
  'Good steel, and the handles did not loosen after a month of work.',
  'Does not mark glossy wall tiles, which matters for bathrooms.',
  'Wore faster than expected on vitrified tiles, but support replied quickly.',
  'Makes handling large slabs a two-person job instead of four.',
  'Consistent sizes and reusable; the minimum order is fair for contractors.',
  'Priced well against imported brands and easy to reorder.',
  'Would like a smaller size for tight corners.',
];
