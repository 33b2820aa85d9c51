import NotFound, { generateMetadata } from '../not-found';

export { generateMetadata };

/**
 * The not-found page at an address of its own, prerendered in each language. middleware.ts answers every address
 * that is no page of the shop (lib/http/routes.ts), and every page it refuses, with this page's HTML and status 404 (a
 * prerendered page itself answers 200). Asked for by name it is no page either, and gets the same answer.
 */
export default NotFound;
