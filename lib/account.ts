import type { Language } from './numbers';

/**
 * What the browser learns of the account it is signed in as (GET /api/account): enough for the menu, Buy Now and the
 * language switch (which remembers a choice for the account too).
 */
export type SignedInAccount = { name: string; admin: boolean; language: Language };
