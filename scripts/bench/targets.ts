/**
 * What the benchmark loads, in one place: the shop's public pages, its public API calls, the Express server's
 * counterparts of those calls, and the same kinds of answer from an empty Next.js app (empty-app.ts). Pages that
 * answer 404 (a page not built yet) are skipped with a note.
 */
import { pathIn } from '../../lib/domain/i18n';
import { publicPages } from '../../lib/http/routes';
import { EMPTY_APP_PATHS } from './empty-app';

/** `framework`: the empty Next.js app's static file, page and route handler, beside ours. */
export type TargetGroup = 'static' | 'page' | 'api' | 'express' | 'framework';

export type Target = {
  /** What the tables print: the path as a visitor or client requests it. */
  label: string;
  group: TargetGroup;
  server: 'app' | 'express' | 'empty';
  path: string;
  /** For an API call: the label of its Express counterpart. */
  counterpart?: string;
  /** The static file its throughput is a share of, when not the shop's own (the label of that target). */
  staticFile?: string;
};

/** Pages every visitor can open, besides the route table's public pages (lib/http/routes.ts, which the sitemap uses too). */
const MORE_PUBLIC_PAGES = ['/tools/{id}'];
/** Files for search engines, in no language. */
const SEARCH_ENGINE_FILES = ['/sitemap.xml', '/robots.txt'];

/** The public API calls and the paths the old Express API served them on. */
const API_CALLS = [
  { app: '/api/tools', express: '/tools' },
  { app: '/api/review', express: '/review' },
  { app: '/api/tools/{id}', express: '/tools/{id}' },
];

/** The targets in the order each round runs them; `{id}` is a tool of the database under test. */
export function benchTargets(staticFile: string, toolId: string): Target[] {
  const withId = (path: string) => path.replace('{id}', toolId);
  // Bangla pages are held to the same targets as English ones (docs/decisions/0101-the-shop-in-bangla.md).
  const inBothLanguages = [...publicPages, ...MORE_PUBLIC_PAGES].flatMap((page) => [page, pathIn('bn', page)]);
  const pages = [...new Set<string>([...inBothLanguages, ...SEARCH_ENGINE_FILES])];
  return [
    { label: `static ${staticFile}`, group: 'static', server: 'app', path: staticFile },
    ...pages.map((page): Target => ({ label: page, group: 'page', server: 'app', path: withId(page) })),
    ...API_CALLS.map(
      (call): Target => ({ label: call.app, group: 'api', server: 'app', path: withId(call.app), counterpart: `express ${call.express}` }),
    ),
    ...API_CALLS.map(
      (call): Target => ({ label: `express ${call.express}`, group: 'express', server: 'express', path: withId(call.express) }),
    ),
    ...frameworkTargets(staticFile),
  ];
}

/** The labels of the empty app's answers (empty-app.ts). */
export const FRAMEWORK_LABELS = { static: 'empty app: static', page: 'empty app: page', route: 'empty app: route handler' } as const;

/**
 * The empty app's answers: its copy of the static file, its page as a share of that file (the same server's, as for
 * our pages), and its route handler against the lightest Express call (one tool).
 */
function frameworkTargets(staticFile: string): Target[] {
  return [
    { label: FRAMEWORK_LABELS.static, group: 'framework', server: 'empty', path: staticFile },
    { label: FRAMEWORK_LABELS.page, group: 'framework', server: 'empty', path: EMPTY_APP_PATHS.page, staticFile: FRAMEWORK_LABELS.static },
    { label: FRAMEWORK_LABELS.route, group: 'framework', server: 'empty', path: EMPTY_APP_PATHS.route, counterpart: 'express /tools/{id}' },
  ];
}

/** The pages whose client JavaScript is counted besides the public ones, and who must be signed in to open them. */
export const FORM_PAGES: { path: string; as: 'visitor' | 'customer' | 'admin' }[] = [
  { path: '/login', as: 'visitor' },
  { path: '/register', as: 'visitor' },
  { path: '/purchase/{id}', as: 'customer' },
  { path: '/dashboard', as: 'customer' },
  { path: '/dashboard/myorder', as: 'customer' },
  { path: '/dashboard/addproduct', as: 'admin' },
];
