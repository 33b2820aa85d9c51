import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { GoogleSignInButton } from './GoogleSignInButton';

// The server action behind the button needs the Next.js runtime; these tests only look at what is rendered.
vi.mock('@/lib/actions/account', () => ({ continueWithGoogleAction: async () => undefined }));

describe('GoogleSignInButton', () => {
  it('explains itself when this server has no Google credentials', () => {
    const html = renderToStaticMarkup(createElement(GoogleSignInButton, { enabled: false, from: '/' }));
    expect(html).toMatch(/<button[^>]*disabled=""[^>]*aria-describedby="google-unavailable"[^>]*>Continue with Google<\/button>/);
    expect(html).toContain('id="google-unavailable"');
    expect(html).toContain('AUTH_GOOGLE_ID and AUTH_GOOGLE_SECRET');
  });

  it('is a form carrying the return path when Google is set up', () => {
    const html = renderToStaticMarkup(createElement(GoogleSignInButton, { enabled: true, from: '/purchase/abc' }));
    expect(html).toContain('<input type="hidden" name="from" value="/purchase/abc"/>');
    expect(html).not.toContain('disabled');
  });
});
