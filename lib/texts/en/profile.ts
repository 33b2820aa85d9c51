/** The profile page's words (docs/texts.md); their Bangla is lib/texts/bn/profile.ts. */

/** My Profile: the account and its update form. */
export const profileTexts = {
  name: 'Name',
  email: 'Email',
  role: 'Role',
  notSet: '(not set)',
  admin: 'Admin',
  customer: 'Customer',
  formHeading: 'Update your profile',
  phone: 'Phone number',
  address: 'Address',
  language: 'Language of your mails and pages',
  submit: 'Update Profile',
} as const;
