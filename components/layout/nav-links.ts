import { menuPages } from '@/lib/http/routes';

/** The top navigation, in its order (lib/http/routes.ts); the account links (AccountMenu) follow them. */
export const navLinks = menuPages('site');
