import mongoose, { Schema, type InferSchemaType, type Model } from 'mongoose';
import { LANGUAGES } from '@/lib/domain/i18n';
import { ROLES, type Role } from '@/lib/domain/roles';
import { isEmailAddress } from '@/lib/validation/email';

export type { Role };

const userSchema = new Schema(
  {
    email: {
      type: String,
      required: true,
      trim: true,
      lowercase: true,
      // The shop's one e-mail rule (docs/identity.md); it checks the stored, lower-cased form.
      validate: { validator: isEmailAddress, message: 'email is not a valid address' },
    },
    /** Display name. */
    name: { type: String, trim: true, maxlength: 120 },
    /** Phone number (the old API's profile field is called "number"). */
    number: { type: String, trim: true, maxlength: 32, match: [/^\d*$/, 'number must be digits only'] },
    address: { type: String, trim: true, maxlength: 500 },
    /** argon2id hash; absent for accounts that only sign in with Google. */
    passwordHash: { type: String, select: false },
    role: { type: String, enum: ROLES, default: 'customer', required: true },
    /**
     * The language the account reads (lib/domain/i18n.ts): its mails go in it. Accounts stored before it existed have none,
     * which reads as English (lib/data/accounts.ts languageOf).
     */
    language: { type: String, enum: LANGUAGES, default: 'en' },
    /** Google's stable subject id, once the account has signed in with Google (absent otherwise). */
    googleId: { type: String, maxlength: 255, select: false },
    /**
     * Sessions and API tokens carry the version they were issued under; moving it on (sign out, password reset,
     * demotion) ends every one of them (docs/decisions/0012-sessions-that-end.md).
     */
    sessionVersion: { type: Number, default: 0, min: 0, required: true },
  },
  { timestamps: true },
);

// One account per e-mail address, whichever way it signs in.
userSchema.index({ email: 1 }, { unique: true });
// All Users: every account, oldest first, a page at a time (_id breaks ties, as the sort does).
userSchema.index({ createdAt: 1, _id: 1 });

export type UserFields = InferSchemaType<typeof userSchema>;
export const User: Model<UserFields> =
  (mongoose.models.User as Model<UserFields> | undefined) ?? mongoose.model('User', userSchema);
