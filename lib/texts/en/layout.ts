/** The words around every page: menus, header, footer, the language switch and offer, the not-found page. */
import type { MenuLabel } from '../../http/routes';

export const menuTexts = {
  home: 'Home',
  tools: 'Tools',
  blog: 'Blog',
  review: 'Review',
  about: 'About',
  myPortfolio: 'My Portfolio',
  myProfile: 'My Profile',
  overview: 'Overview',
  addReview: 'Add Review',
  myOrder: 'My Order',
  myQuotes: 'My Quotes',
  allUsers: 'All Users',
  addTool: 'Add Tool',
  manageTools: 'Manage Tools',
  placedOrders: 'Placed Orders',
  payments: 'Payments',
  delivery: 'Delivery',
  quoteRequests: 'Quote Requests',
  reviews: 'Reviews',
  mailOutbox: 'Mail Outbox',
  auditTrail: 'Audit Trail',
} as const satisfies Record<MenuLabel, string>;

export const layoutTexts = {
  skipToContent: 'Skip to content',
  mainMenu: 'Main',
  menuButton: 'Menu',
  dashboard: 'Dashboard',
  dashboardMenu: 'Dashboard menu',
  closeMenu: 'Close',
  login: 'Login',
  signOut: 'Sign Out',
  dashboardOf: (name: string) => `Dashboard: ${name}`,
  /** The switch leads to the same page in the other language; it is written in that language. */
  switchLabel: 'Read this page in Bangla',
  /** The offer is made on English pages to a browser that prefers Bangla: asked in Bangla (LanguageOffer.tsx). */
  offer: 'এই দোকানটি বাংলাতেও আছে। বাংলায় পড়তে চান?',
  offerAccept: 'বাংলায় দেখুন',
  offerDecline: 'No, stay in English',
} as const;

export const notFoundTexts = {
  title: 'Page not found',
  heading: 'OOps !! 404 Not Found!',
  body: 'The page you asked for is not here. It may have moved, or the tool may no longer be sold.',
  backToShop: 'Back to the shop',
  askUs: 'Ask us',
} as const;

/** The page every page load gets while the database is down (lib/infra/outage.ts). */
export const outageTexts = {
  heading: "We'll be right back",
  body: (name: string) =>
    `${name} cannot reach its records for a moment, so this page cannot be shown just now. Your orders and your account are safe.`,
  retrying: 'This page tries again by itself every few seconds.',
} as const;
