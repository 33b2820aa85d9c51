/** An account's roles (models/User.ts stores one), plain so that the answer schemas can name them without the model. */
export const ROLES = ['admin', 'customer'] as const;
export type Role = (typeof ROLES)[number];
