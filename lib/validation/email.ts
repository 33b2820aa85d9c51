/**
 * The one e-mail rule of the shop (docs/identity.md, "E-mail addresses"), used by every schema that takes an
 * address, in the browser and on the server. Plain functions without zod, so that the classic and the mini zod
 * schemas share them and the browser pays a few hundred bytes for them.
 *
 * Accepted: every address customers really have (dots, capitals, plus tags, hyphens, apostrophes, sub-domains,
 * country domains such as .com.bd). Refused: what cannot be delivered to (no @ or two, spaces and control
 * characters, leading, trailing or double dots, a domain without a top-level domain or with a numeric one, IP
 * literals, parts longer than SMTP allows). Addresses are compared and stored trimmed and lower-cased.
 */

/** SMTP's limits (RFC 5321): the whole address, its local part, one label of its domain, the domain. */
export const EMAIL_MAX_LENGTH = 254;
export const EMAIL_LOCAL_MAX_LENGTH = 64;
const LABEL_MAX_LENGTH = 63;
const DOMAIN_MAX_LENGTH = 253;

// RFC 5322 dot-atom: runs of these characters joined by single dots (no quoted local parts: nobody has one).
const LOCAL_PART = /^[a-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\.[a-z0-9!#$%&'*+/=?^_`{|}~-]+)*$/i;
// A host name label: letters, digits and inner hyphens.
const LABEL = /^[a-z0-9](?:[a-z0-9-]*[a-z0-9])?$/i;
// A top-level domain: letters only, or an internationalised one in its ASCII form (xn--...).
const TOP_LEVEL = /^(?:[a-z]{2,63}|xn--[a-z0-9-]{1,59})$/i;

/** How an address is stored and compared: trimmed and lower-cased, so `A@X.com` and `a@x.com` are one account. */
export function normalizeEmail(raw: string): string {
  return raw.trim().toLowerCase();
}

/** Whether `value` (already trimmed) can be an e-mail address by the shop's rule. */
export function isEmailAddress(value: string): boolean {
  if (value.length > EMAIL_MAX_LENGTH) return false;
  const at = value.indexOf('@');
  if (at < 1 || at !== value.lastIndexOf('@')) return false;
  const local = value.slice(0, at);
  const domain = value.slice(at + 1);
  if (local.length > EMAIL_LOCAL_MAX_LENGTH || !LOCAL_PART.test(local)) return false;
  if (domain.length > DOMAIN_MAX_LENGTH) return false;
  const labels = domain.split('.');
  if (labels.length < 2) return false;
  if (!labels.every((label) => label.length <= LABEL_MAX_LENGTH && LABEL.test(label))) return false;
  return TOP_LEVEL.test(labels[labels.length - 1]!);
}
