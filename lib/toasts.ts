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
} as const;
