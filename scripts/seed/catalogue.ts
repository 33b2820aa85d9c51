/** The demo catalogue: what a fresh clone shows. Development and test data only. */

export const demoTools = [
  {
    name: 'Square Notched Trowel 10 mm',
    desc: 'Hardened stainless steel blade with 10 mm square notches for floor tiles up to 60 x 60 cm. Beech handle, rust-free in wet adhesive.',
    nameBn: 'খাঁজকাটা কর্নি ১০ মিমি',
    descBn: 'শক্ত স্টেইনলেস স্টিলের পাতে ১০ মিমি চৌকো খাঁজ, ৬০ x ৬০ সেমি পর্যন্ত মেঝের টাইলের জন্য। বিচ কাঠের হাতল, ভেজা আঠায়ও মরিচা ধরে না।',
    price: 450,
    minimum: 10,
    stock: 500,
    img: '/images/tools/notched-trowel.svg',
  },
  {
    name: 'Manual Tile Cutter 800 mm',
    desc: 'Twin-rail cutter with a 22 mm tungsten-carbide wheel and breaker foot. Scores porcelain and ceramic up to 800 mm long and 16 mm thick.',
    nameBn: 'টাইল কাটার ৮০০ মিমি',
    descBn: 'দুই রেলের হাতে চালানো কাটার, ২২ মিমি টাংস্টেন-কার্বাইড চাকা আর ভাঙার পা সহ। ৮০০ মিমি লম্বা ও ১৬ মিমি পুরু পর্যন্ত পোর্সেলিন ও সিরামিক টাইলে দাগ কেটে ভাঙে।',
    price: 6500,
    minimum: 2,
    stock: 60,
    img: '/images/tools/tile-cutter.svg',
  },
  {
    name: 'Rubber Grout Float',
    desc: 'Non-marking gum rubber pad on an aluminium base for pressing cement and epoxy grout into joints without scratching glazed tiles.',
    price: 380,
    minimum: 10,
    stock: 400,
    img: '/images/tools/grout-float.svg',
  },
  {
    name: 'Tile Leveling System Kit',
    desc: '200 reusable-base clips and 100 wedges that keep large-format tiles flush and lippage-free while the adhesive cures.',
    price: 1200,
    minimum: 5,
    stock: 200,
    img: '/images/tools/leveling-kit.svg',
  },
  {
    name: 'Cross Tile Spacers 3 mm (pack of 500)',
    desc: 'Reusable polypropylene cross spacers for even 3 mm grout joints on walls and floors.',
    price: 150,
    minimum: 20,
    stock: 2000,
    img: '/images/tools/tile-spacers.svg',
  },
  {
    name: 'Diamond Wet Saw Blade 180 mm',
    desc: 'Continuous-rim diamond blade for chip-free wet cutting of vitrified and porcelain tiles. 25.4 mm bore.',
    price: 1850,
    minimum: 4,
    stock: 150,
    img: '/images/tools/wet-saw-blade.svg',
  },
  {
    name: 'White Rubber Mallet 450 g',
    desc: 'Non-marking white rubber head for bedding tiles into adhesive; fibreglass-core handle absorbs the shock.',
    price: 420,
    minimum: 10,
    stock: 300,
    img: '/images/tools/rubber-mallet.svg',
  },
  {
    name: 'Double Suction Tile Lifter',
    desc: 'Two 120 mm rubber cups with lever locks; lifts and places tiles and glass panels up to 40 kg.',
    price: 950,
    minimum: 5,
    stock: 180,
    img: '/images/tools/suction-lifter.svg',
  },
  {
    name: 'Carbide Tile Nippers',
    desc: 'Tungsten-carbide jaws for shaping curves and notches around pipes; spring-loaded, cushioned grips.',
    price: 780,
    minimum: 6,
    stock: 220,
    img: '/images/tools/tile-nippers.svg',
  },
  {
    name: 'Aluminium Spirit Level 600 mm',
    desc: 'Three shock-proof vials, accurate to 0.5 mm/m, with a milled base for checking tile beds and walls.',
    nameBn: 'অ্যালুমিনিয়াম স্পিরিট লেভেল ৬০০ মিমি',
    descBn: 'ধাক্কা সইতে পারে এমন তিনটি বাবল, প্রতি মিটারে ০.৫ মিমি পর্যন্ত নির্ভুল। মসৃণ করে কাটা তলা দিয়ে টাইলের বেড আর দেয়াল সমান কি না দেখা যায়।',
    price: 1100,
    minimum: 4,
    stock: 120,
    img: '/images/tools/spirit-level.svg',
  },
];

export const demoReviews = [
  { name: 'Rahim Uddin', email: 'rahim.uddin@example.com', ratings: '5', review: 'The 800 mm cutter scores 12 mm porcelain cleanly in one pass. Our crew in Mirpur uses it every day.' },
  { name: 'Nusrat Jahan', email: 'nusrat.jahan@example.com', ratings: '4', review: 'Leveling clips saved our lobby floor. Delivery to Chattogram took four days, a little slow.' },
  { name: 'Tanvir Ahmed', email: 'tanvir.ahmed@example.com', ratings: '5', review: 'Bought trowels in bulk for a housing project. Good steel, handles did not loosen after a month.' },
  { name: 'Farzana Akter', email: 'farzana.akter@example.com', ratings: '4', review: 'The grout float does not mark glossy wall tiles. I would like a smaller size for bathrooms.' },
  { name: 'Shafiqul Islam', email: 'shafiqul.islam@example.com', ratings: '3', review: 'Saw blade cuts well but wore faster than expected on vitrified tiles. Support replied quickly.' },
  { name: 'Maliha Chowdhury', email: 'maliha.chowdhury@example.com', ratings: '5', review: 'Suction lifter makes handling 120 cm slabs a two-person job instead of four. Worth every taka.' },
  { name: 'Arif Hossain', email: 'arif.hossain@example.com', ratings: '4', review: 'Spacers are consistent and reusable. Minimum order is fair for contractors.' },
];

/** Development accounts; the README states these passwords. Never used outside development and tests. */
export const demoUsers = [
  { email: 'admin@mrittika.test', name: 'Mrittika Admin', password: 'admin-dev-2026', role: 'admin' as const },
  { email: 'customer@mrittika.test', name: 'Karim Customer', password: 'customer-dev-2026', role: 'customer' as const },
];
