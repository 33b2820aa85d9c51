import { sameSitePath } from '@/lib/auth/return-path';

/**
 * The tool forms' plain parts, without zod: the pages and forms that need only these (the tool page's
 * specifications, the image fallback, the Add Tool form before its schema loads) ship no validation code
 * (docs/decisions/0080-light-form-pages.md). The schemas in tools.ts apply the same rules.
 */

/**
 * The image rule: a path on our own site ("/images/...") written the way the URL parser writes it (no dot
 * segments, empty segments, backslashes, encoded slashes or control characters, so it cannot turn into
 * `//other.host`), or an absolute https URL with a host name and no user name or password in it. Not http: every
 * page's security policy loads pictures from https only (lib/http/security-headers.ts), so a browser would block it and
 * show a broken picture; a stored http address is shown as the stand-in picture instead (docs/admin.md).
 */
export function isAcceptableImageUrl(value: string): boolean {
  if (value.length === 0 || value.length > 2048 || /[\s\\]/.test(value) || /[\u0000-\u001f\u007f]/.test(value)) return false;
  // Empty segments (`/images//x`) are refused too: the server would only redirect them.
  if (value.startsWith('/')) return sameSitePath(value) === value && !value.split(/[?#]/, 1)[0]!.includes('//');
  if (!/^https:\/\//i.test(value)) return false;
  try {
    const url = new URL(value);
    return !url.username && !url.password && url.hostname.includes('.') && url.href.length <= 2048;
  } catch {
    return false;
  }
}

/** A tool's specifications, in the order its page lists them; each optional, shown only when set. */
export const TOOL_SPECIFICATIONS = ['size', 'material', 'pack', 'warranty'] as const;
export type ToolSpecification = (typeof TOOL_SPECIFICATIONS)[number];

/**
 * A tool's name and description in Bangla, each optional beside the English ones (which Bangla pages fall back to:
 * toolText in lib/domain/tool-text.ts).
 */
export const TOOL_BANGLA_FIELDS = ['nameBn', 'descBn'] as const;
export type ToolBanglaField = (typeof TOOL_BANGLA_FIELDS)[number];

/** Every optional text of a tool: stored only when set, and cleared by sending it empty. */
export const TOOL_OPTIONAL_TEXTS = [...TOOL_SPECIFICATIONS, ...TOOL_BANGLA_FIELDS] as const;
export type ToolOptionalText = (typeof TOOL_OPTIONAL_TEXTS)[number];

/** The photo a form's file input holds (its first file), if one is chosen. */
export function chosenPhoto(value: unknown): File | null {
  if (typeof FileList === 'undefined' || !(value instanceof FileList)) return null;
  return value.item(0);
}
