import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { Language } from '@/lib/domain/i18n';
import { inPage } from '@/test/page-words';
import { RatingStars } from './RatingStars';

/** The stars as a page in `language` renders them (inside the root layout's words). */
const stars = (rating: number, language: Language = 'en') => renderToStaticMarkup(inPage(language, createElement(RatingStars, { rating })));

describe('RatingStars', () => {
  // The rating rounded to the nearest half, each star a fifth of the width; out of range stays within the five stars.
  it.each([
    [4.3, '90%'],
    [4.2, '80%'],
    [2.75, '60%'],
    [5, '100%'],
    [7, '100%'],
    [-1, '0%'],
  ])('fills a rating of %s to %s of its width', (rating, filled) => {
    expect(stars(rating)).toContain(`--rating-filled:${filled}`);
  });

  it('says the rating in words', () => {
    expect(stars(4.3)).toContain('aria-label="Rated 4.3 out of 5"');
    expect(stars(1)).toContain('aria-label="Rated 1 out of 5"');
    // On a Bangla page, in Bangla words and digits.
    const label = /aria-label="([^"]*)"/.exec(stars(4.3, 'bn'))?.[1] ?? '';
    expect(label).toContain('৪.৩');
    expect(label).toContain('৫');
    expect(label).toMatch(/[\u0980-\u09ff]{3}/);
  });

  it('is one element, not a drawing per star', () => {
    expect(stars(3)).toMatch(/^<span [^>]*><\/span>$/);
  });
});
