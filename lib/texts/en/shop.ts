/**
 * The shop pages' words (docs/texts.md): the home page and its parts, a tool's card and page, the reviews, the static
 * pages (About, Blog, My Portfolio, Contact), the error page and the small parts every page shares (pagination, the
 * confirm dialog, the toaster). Their Bangla is lib/texts/bn/shop.ts.
 *
 * A sentence with a link or an emphasised part in it names that part `{name}` (components/ui/fill-in.tsx puts the
 * element there), so that each language can put it where its word order wants it.
 */
import { formatNumber } from '../../domain/numbers';

/** The home page's own words; its sections have theirs below. */
export const homeTexts = {
  title: (shopName: string) => `${shopName}: tile tools made in Bangladesh`,
  description:
    'Buy professional tile tools from the maker: notched trowels, tile cutters, levelling kits and more, with prices in BDT and delivery to all 64 districts of Bangladesh.',
  /** The page's heading, for screen readers: the banner shows what it says. */
  heading: (shopName: string) => `${shopName}: tiles and tile tools made in Bangladesh`,
  featured: 'Featured',
  reviewsHeading: 'What our customers say',
} as const;

/** The home page's banner: its controls and its four slides (components/shop/banner-slides.tsx adds their pictures). */
export const bannerTexts = {
  slidesLabel: 'Slides: use the left and right arrow keys to change them',
  slideOf: (position: number, count: number) => `${formatNumber(position)} of ${formatNumber(count)}`,
  showSlide: (position: number, title: string) => `Show slide ${formatNumber(position)}: ${title}`,
  previous: 'Previous slide',
  next: 'Next slide',
  pauseLabel: 'Pause the slideshow',
  playLabel: 'Play the slideshow',
  pause: 'Pause',
  play: 'Play',
} as const;

/** The home page's banner slides, given to the carousel by the page (they are not every page's words). */
export const bannerSlideTexts = {
  trowel: {
    title: 'Tools that keep every tile in line',
    text: 'Trowels, spacers and levelling kits made in our Tejgaon workshop for floors that stay flat for decades.',
    cta: 'Browse the tools',
  },
  cutter: {
    title: 'Clean cuts in porcelain, first time',
    text: 'Tungsten-carbide wheels and diamond blades that score and cut vitrified tiles without chipping the glaze.',
    cta: 'See our cutters',
  },
  delivery: {
    title: 'Delivered to all 64 districts',
    text: 'Order by the case at contractor prices in BDT; our dealers and couriers bring it to your site.',
    cta: 'About Mrittika',
  },
  reviews: {
    title: 'Trusted by the people who lay tiles',
    text: 'Read what masons, contractors and dealers say about our tools after months of daily work.',
    cta: 'Read the reviews',
  },
} as const;

/** The home page's services hero. */
export const servicesTexts = {
  eyebrow: 'Our services',
  heading: 'From our kiln to your job site',
  intro: (year: string) =>
    `We have made tiles since ${year} and the tools to lay them ever since our own crews asked for better ones. Buy what professionals use, with the support of the people who make it.`,
  services: {
    workshop: {
      title: 'Made in our own workshop',
      text: 'Blades, trowels and clips are cut, hardened and checked in Tejgaon, so we know every part that goes into them.',
    },
    prices: {
      title: 'Contractor prices by the case',
      text: 'Each tool has a sensible minimum order and one clear price in BDT, the same for a mason and a dealer.',
    },
    delivery: {
      title: 'Delivery across Bangladesh',
      text: 'Dealers in every division and couriers to all 64 districts; bulk orders travel on our own trucks.',
    },
    advice: {
      title: 'Advice from people who lay tiles',
      text: 'Not sure which notch or blade a job needs? Our team has laid tiles for years and answers the phone.',
    },
  },
} as const;

/** The home page's statistics panel; its numbers are lib/domain/site.ts' `businessStats`, keyed as `figures` is. */
export const statsTexts = {
  heading: 'Millions of tiles laid with our tools',
  intro: 'Numbers we are proud of, counted at the end of last year.',
  figures: {
    dealers: { label: 'Dealers nationwide', detail: 'stock our tools from Teknaf to Tetulia' },
    districts: { label: 'Districts served', detail: 'every district of Bangladesh receives our deliveries' },
    contractors: { label: 'Contractors', detail: 'lay tiles with Mrittika tools every working day' },
    years: { label: 'Of kiln and workshop', detail: 'making tiles and tools in Tejgaon since 2009' },
  },
  /** A figure counted in years: "15 years". */
  inYears: (figure: string) => `${figure} years`,
} as const;

/** Ratings: the stars' words and an average with the number of reviews behind it. */
export const ratingTexts = {
  rated: (rating: string) => `Rated ${rating} out of 5`,
  /** `{rating}` is the average, in bold. */
  average: (count: number) => `{rating} out of 5, from ${formatNumber(count)} ${count === 1 ? 'review' : 'reviews'}`,
  noRatings: 'No ratings yet.',
  noReviews: 'No reviews yet. Bought one of our tools? Tell us how it went from your dashboard.',
} as const;

/** /review, the shop's reviews a page at a time. */
export const reviewsPageTexts = {
  heading: 'Customer reviews',
  pageTitle: (page: number) => `Customer reviews, page ${page}`,
  description: 'What contractors, masons and dealers across Bangladesh say about Mrittika tile tools, with their ratings out of 5.',
} as const;

/** /tools' metadata (its visible words are the catalogue's `catalogueTexts`). */
export const toolsPageTexts = {
  pageTitle: (heading: string, page: number) => `${heading}, page ${page}`,
  description:
    'Every Mrittika tile tool with its price in BDT, minimum order and stock: notched trowels, tile cutters, levelling kits, spacers and more.',
} as const;

/** A tool as its card and its page show it, and its page's metadata. */
export const toolTexts = {
  perUnit: 'per unit',
  minimumOrder: 'Minimum order',
  inStock: 'In stock',
  availability: 'Availability',
  details: 'Details',
  detailsLabel: (tool: string) => `Details: ${tool}`,
  pricesNote: 'Prices in BDT, VAT included.',
  breadcrumb: 'Breadcrumb',
  pageTitle: (tool: string, price: string) => `${tool}, ${price}`,
  reviewsPageTitle: (tool: string, page: number) => `${tool}: reviews, page ${page}`,
  description: (desc: string, minimum: number, stock: number) =>
    `${desc} Minimum order ${formatNumber(minimum)}, ${formatNumber(stock)} in stock.`,
} as const;

/** The contact block (the home page and /contact) and /contact's own words; the fields are named by `fieldLabels`. */
export const contactTexts = {
  heading: 'Send Us Your Message!',
  intro:
    'Our team is always ready to help you. Ask about a tool, an order or a job site, and we will give you proper support from people who know tiles.',
  phone: 'Phone',
  email: 'E-mail',
  showroom: 'Showroom',
  open: 'Open',
  formLabel: 'Contact form',
  messagePlaceholder: 'Your message',
  send: 'Send Message',
  pageTitle: 'Contact us',
  pageDescription: (shopName: string) =>
    `Write to ${shopName}: questions about tools, orders or delivery. Our team in Dhaka answers within one working day.`,
  pageHeading: (shopName: string) => `Contact ${shopName}`,
} as const;

/** /about. */
export const aboutTexts = {
  title: 'About us',
  description: (shopName: string, year: string) =>
    `${shopName} has made ceramic tiles and tile tools in Tejgaon, Dhaka since ${year}. Meet the company and visit our showroom.`,
  heading: 'About Mrittika',
  intro: 'Mrittika means clay in Bengali. Clay is where we started, and it is still what we work with every day.',
  story: (shopName: string, year: string) =>
    `${shopName} began in ${year} as a small kiln in Tejgaon firing floor tiles for builders in Dhaka. Our own tiling crews soon found that imported tools were expensive, slow to arrive and not made for the heat, humidity and heavy porcelain of Bangladeshi job sites, so we began making the tools ourselves.`,
  today:
    'Today our workshop hardens trowel steel, sets carbide cutting wheels, moulds levelling clips and tests every batch on real tiles before it leaves the factory. We sell to contractors, masons and more than a hundred dealers, by the case, at one clear price in BDT.',
  stillLaying:
    'We still lay tiles. Every tool in our catalogue is one our own people use, and every complaint we hear goes straight back to the workshop bench. That is why our support team can tell you which notch suits a 60 cm slab, or why a blade wears out early on vitrified tiles.',
  showroomHeading: 'Visit the showroom',
  /** `{phone}` and `{email}` are links. */
  showroom: (address: string, hours: string) =>
    `See and try every tool at our showroom and factory, ${address}, open ${hours.toLowerCase()}. Call {phone} or write to {email}.`,
  imageAlt: 'A wall of blue and cream glazed tiles with a tile cutter in front of it',
} as const;

/** /blog: five questions about front-end development, each answered in two paragraphs. */
export const blogTexts = {
  title: 'Blog: front-end questions answered',
  description:
    'Five questions about front-end development answered plainly: rendering on the server, state, accessibility, performance and testing, as we met them building this shop.',
  heading: 'Blog',
  intro: 'Questions we are often asked about front-end development, answered the way we would explain them to a new colleague.',
  questions: {
    server: {
      question: 'Why render pages on the server when React can render them in the browser?',
      answer: [
        'A page rendered on the server arrives as finished HTML: the visitor reads prices and descriptions before any JavaScript has run, and a search engine indexes the same text a person sees.',
        "With React Server Components the server does the data reading, and only the parts that react to clicks, such as this shop's carousel and contact form, ship JavaScript to the browser. Less code to download means a faster page on a mid-range phone over mobile data.",
      ],
    },
    state: {
      question: 'What is the difference between state and props?',
      answer: [
        'Props are the inputs a component receives from its parent; the component must treat them as read-only. State is memory a component keeps for itself between renders, such as which slide a carousel shows.',
        'A good habit is to keep state as low in the tree as it can live and to derive everything else from it: if a value can be computed from props or other state, compute it during render instead of storing a second copy that can drift.',
      ],
    },
    accessibility: {
      question: 'How do you make a web page accessible?',
      answer: [
        'Start with the right HTML: real buttons, links, headings in order, labels tied to every input and landmarks such as header, nav, main and footer. Most accessibility comes free from elements used for what they are.',
        'Then check by hand: everything reachable and usable with the keyboard alone, a visible focus outline, enough colour contrast, text alternatives for images, and nothing that moves by itself without a way to pause it. Screen readers and automated checkers catch the rest.',
      ],
    },
    speed: {
      question: 'What makes a website feel fast?',
      answer: [
        'Users judge speed by what they see: how soon the main content appears, whether the layout jumps while it loads, and how quickly a tap gets an answer. Core Web Vitals measure exactly these three.',
        'The biggest wins are usually sending less: less JavaScript, images sized for the screen that shows them, fonts served from your own domain, and data read in one round on the server instead of a chain of requests from the browser.',
      ],
    },
    testing: {
      question: 'How should a front end be tested?',
      answer: [
        'Test what the user relies on, through the parts they use. Small pure functions, like formatting a price, get quick unit tests; journeys, like sending a message or buying a tool, get browser tests against a real server and database.',
        'Find elements the way a person would, by role and visible text, rather than by class names. Such tests survive a redesign and fail only when something a user depends on breaks.',
      ],
    },
  },
} as const;

/** /myportfolio: the developer of the shop. Names of technologies stay as they are written in every language. */
export const portfolioTexts = {
  title: 'My Portfolio',
  description:
    'The portfolio of the web developer behind the Mrittika Ceramic Tools storefront: skills, selected projects and how to get in touch.',
  heading: 'My Portfolio',
  intro:
    'I am a full-stack web developer from Dhaka. I build fast, accessible web applications for businesses that sell real things to real people, this shop among them.',
  skillsHeading: 'Skills',
  skills: {
    frontEnd: {
      area: 'Front end',
      items: ['TypeScript', 'React 19 and Server Components', 'Next.js App Router', 'Tailwind CSS and daisyUI', 'Accessible HTML'],
    },
    backEnd: { area: 'Back end', items: ['Node.js', 'MongoDB and mongoose', 'REST APIs', 'Authentication with Auth.js', 'SMTP e-mail'] },
    craft: {
      area: 'Craft',
      items: ['Playwright browser tests', 'Vitest', 'Web performance budgets', 'Structured data for search engines', 'Git'],
    },
  },
  projectsHeading: 'Projects',
  projects: {
    shop: {
      name: 'Mrittika Ceramic Tools storefront',
      text: 'This shop: server-rendered catalogue, reviews, orders with stock that never oversells, an admin dashboard and a contact form that really sends.',
      stack: 'Next.js, MongoDB, Auth.js, Tailwind CSS',
    },
    bazaar: {
      name: 'Bazaar price board',
      text: 'A mobile-first board where traders in a wholesale market post the morning prices of rice, lentils and onions; works on slow connections and old phones.',
      stack: 'React, Node.js, PostgreSQL',
    },
    clinic: {
      name: 'Clinic queue display',
      text: 'A waiting-room screen and SMS reminder service that tells patients when their turn is near, so they can wait outside instead of in a crowded hall.',
      stack: 'TypeScript, WebSockets, Redis',
    },
  },
  contactHeading: 'Contact',
  contactIntro: 'Have a project in mind, or a question about how this shop is built? I answer every message.',
  /** `{email}` is the link. */
  email: 'E-mail: {email}',
  based: 'Based in Dhaka, Bangladesh; working with teams anywhere.',
} as const;

/** The small parts every page may use: pagination, the confirm dialog, Print, the toaster. */
export const uiTexts = {
  previous: 'Previous',
  next: 'Next',
  page: (page: number) => `Page ${page}`,
  areYouSure: 'Are you sure?',
  cancel: 'Cancel',
  /** The confirm dialog's backdrop: a click outside the dialog closes it. */
  close: 'close',
  print: 'Print',
  notifications: 'Notifications',
  closeToast: 'Close toast',
} as const;
