/** The spec's toast texts (section 8 and 5), word for word: the one list the whole app uses. */
export const TOAST_DURATION_MS = 5_000;

export const toasts = {
  orderSaved: 'Order Saved',
  reviewSaved: 'Review Saved',
  orderDeleted: 'Order Deleted',
  orderConfirmed: 'Order Confirm',
  madeAdmin: 'Successfully made an admin',
  makeAdminFailed: 'Failed to Make an admin',
  toolAdded: 'Tools Added',
  toolDeleted: 'Tools Deleted',
  profileUpdated: 'Profile Updated',
  resetEmailSent: 'Sent email',
  resetEmailMissing: 'please enter your email address',
  // Ours, for what the spec could not do (PRODUCT.md "Admin", "Orders and stock"): same style as the spec's.
  userRemoved: 'User Removed',
  adminRemoved: 'Admin role removed',
  toolUpdated: 'Tools Updated',
  orderShipped: 'Order Shipped',
  orderDelivered: 'Order Delivered',
} as const;
