import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { absoluteUrl, configuredSiteUrl, isPreviewDeployment, siteUrl } from './site';

const VARIABLES = ['SITE_URL', 'AUTH_URL', 'VERCEL_ENV', 'VERCEL_URL', 'VERCEL_BRANCH_URL', 'VERCEL_PROJECT_PRODUCTION_URL'];

describe('the site URL on Vercel, when SITE_URL is not set', () => {
  beforeEach(() => {
    for (const name of VARIABLES) vi.stubEnv(name, '');
  });
  afterEach(() => vi.unstubAllEnvs());

  it('is the production domain in production', () => {
    vi.stubEnv('VERCEL_ENV', 'production');
    vi.stubEnv('VERCEL_PROJECT_PRODUCTION_URL', 'shop.mrittika.example');
    vi.stubEnv('VERCEL_URL', 'mrittika-abc123.vercel.app');
    expect(siteUrl()).toBe('https://shop.mrittika.example');
    expect(isPreviewDeployment()).toBe(false);
  });

  it('is the branch URL on a preview, else the deployment URL', () => {
    vi.stubEnv('VERCEL_ENV', 'preview');
    vi.stubEnv('VERCEL_PROJECT_PRODUCTION_URL', 'shop.mrittika.example');
    vi.stubEnv('VERCEL_URL', 'mrittika-abc123.vercel.app');
    vi.stubEnv('VERCEL_BRANCH_URL', 'mrittika-git-feature-x.vercel.app');
    expect(absoluteUrl('/tools/abc')).toBe('https://mrittika-git-feature-x.vercel.app/tools/abc');
    expect(isPreviewDeployment()).toBe(true);
    vi.stubEnv('VERCEL_BRANCH_URL', '');
    expect(siteUrl()).toBe('https://mrittika-abc123.vercel.app');
  });

  it('is always SITE_URL (then AUTH_URL) when set, on any deployment', () => {
    vi.stubEnv('VERCEL_ENV', 'preview');
    vi.stubEnv('VERCEL_BRANCH_URL', 'mrittika-git-feature-x.vercel.app');
    vi.stubEnv('AUTH_URL', 'https://auth.mrittika.example/');
    expect(siteUrl()).toBe('https://auth.mrittika.example');
    vi.stubEnv('SITE_URL', 'https://staging.mrittika.example/');
    expect(siteUrl()).toBe('https://staging.mrittika.example');
  });

  it('is nothing configured off Vercel (pages then use the development address)', () => {
    expect(configuredSiteUrl()).toBeUndefined();
    expect(siteUrl()).toBe('http://127.0.0.1:3000');
    expect(isPreviewDeployment()).toBe(false);
  });
});
