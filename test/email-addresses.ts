/**
 * The table of e-mail addresses every path that takes one is tested with (docs/identity.md, "E-mail addresses"):
 * forms people really have, which every form and server path must accept and store trimmed and lower-cased, and
 * forms that cannot be an address, which every path must refuse with "Provide a valid Email".
 */

/** Real addresses, as typed, and how they are stored. */
export const REAL_ADDRESSES: readonly (readonly [typed: string, stored: string])[] = [
  ['first.last@example.com', 'first.last@example.com'],
  ['First.Last@Example.COM', 'first.last@example.com'],
  ['First.Last+shop@Company.com.bd', 'first.last+shop@company.com.bd'],
  ['name@company.com.bd', 'name@company.com.bd'],
  ['acc-x@example.com', 'acc-x@example.com'],
  ['name+tag@example.com', 'name+tag@example.com'],
  ['shop+orders+2026@example.com', 'shop+orders+2026@example.com'],
  ['rahim99@gmail.com', 'rahim99@gmail.com'],
  ['RAHIM.UDDIN@GMAIL.COM', 'rahim.uddin@gmail.com'],
  ['tanvir_ahmed@yahoo.co.uk', 'tanvir_ahmed@yahoo.co.uk'],
  ["o'brien@example.ie", "o'brien@example.ie"],
  ['sales@mrittika-ceramics.com.bd', 'sales@mrittika-ceramics.com.bd'],
  ['info@dhaka.gov.bd', 'info@dhaka.gov.bd'],
  ['a.b.c@mail.sub.example.org', 'a.b.c@mail.sub.example.org'],
  ['1234567@qq.com', '1234567@qq.com'],
  ['x@b.co', 'x@b.co'],
  ['orders@tiles.museum', 'orders@tiles.museum'],
  ['hello@123.example.com', 'hello@123.example.com'],
  ['user@example.xn--54b7fta0cc', 'user@example.xn--54b7fta0cc'],
  ['  Rina.Das@Example.com  ', 'rina.das@example.com'],
  ['first-last@my-company.travel', 'first-last@my-company.travel'],
  [`${'a'.repeat(64)}@example.com`, `${'a'.repeat(64)}@example.com`],
  [`shop@${'b'.repeat(63)}.com`, `shop@${'b'.repeat(63)}.com`],
];

/** Forms that cannot be an address, each with what is wrong with it. */
export const INVALID_ADDRESSES: readonly (readonly [typed: string, why: string])[] = [
  ['plainaddress', 'no @'],
  ['name@', 'no domain'],
  ['@example.com', 'no local part'],
  ['a@b@example.com', 'two @'],
  ['name @example.com', 'a space'],
  ['name@exa mple.com', 'a space in the domain'],
  ['.name@example.com', 'a leading dot'],
  ['name.@example.com', 'a trailing dot before @'],
  ['na..me@example.com', 'a double dot'],
  ['name@example..com', 'a double dot in the domain'],
  ['name@.example.com', 'a domain starting with a dot'],
  ['name@example.com.', 'a domain ending with a dot'],
  ['name@example', 'no top-level domain'],
  ['name@example.123', 'a numeric top-level domain'],
  ['name@192.168.1.1', 'an IP address'],
  ['name@[127.0.0.1]', 'an IP literal'],
  ['name@example.c', 'a one-letter top-level domain'],
  ['name@-example.com', 'a label starting with a hyphen'],
  ['name@example-.com', 'a label ending with a hyphen'],
  ['name@exam_ple.com', 'an underscore in the domain'],
  [`${'a'.repeat(65)}@example.com`, 'a local part over 64 characters'],
  [`name@${'b'.repeat(64)}.com`, 'a domain label over 63 characters'],
  [`${'a'.repeat(64)}@${'b'.repeat(63)}.${'c'.repeat(63)}.${'d'.repeat(63)}.com`, 'over 254 characters in all'],
  ['name\u0000@example.com', 'a control character'],
  ['na\tme@example.com', 'a tab inside'],
  ['name@example.com\nBcc: victim@example.com', 'a line break (mail header injection)'],
  ['"quoted"@example.com', 'a quoted local part'],
  ['name,other@example.com', 'a comma'],
  ['name@example.com, other@example.com', 'two addresses'],
  ['Rina <rina@example.com>', 'a display name'],
  ['name@exämple.com', 'a non-ASCII domain (not in its xn-- form)'],
];
