/** What the browser learns of the account it is signed in as (GET /api/account): enough for the menu and Buy Now. */
export type SignedInAccount = { name: string; admin: boolean };
