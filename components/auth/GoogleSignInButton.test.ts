import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { inPage } from '@/test/page-words';
import { GoogleSignInButton } from './GoogleSignInButton';

/** The button as an English page renders it (inside the root layout's words). */
const render = (props: { enabled: boolean; from: string }) => renderToStaticMarkup(inPage('en', createElement(GoogleSignInButton, props)));

// The server action behind the button needs the Next.js runtime; these tests only look at what is rendered.
vi.mock('@/lib/actions/account', () => ({ continueWithGoogleAction: async () => undefined }));

describe('GoogleSignInButton', () => {
  it('shows customers nothing when this server has no Google credentials (the hint is in the start-up log)', () => {
    const html = render({ enabled: false, from: '/' });
    expect(html).toBe('');
  });

  it('is "OR" and a form carrying the return path when Google is set up', () => {
    const html = render({ enabled: true, from: '/purchase/abc' });
    expect(html).toContain('>OR</div>');
    expect(html).toContain('<input type="hidden" name="from" value="/purchase/abc"/>');
    expect(html).toMatch(/<button type="submit"[^>]*>Continue with Google<\/button>/);
    expect(html).not.toContain('disabled');
    expect(html).not.toContain('AUTH_GOOGLE');
  });
});
