import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { RatingStars } from './RatingStars';

const stars = (rating: number) => renderToStaticMarkup(createElement(RatingStars, { rating }));

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
  });

  it('is one element, not a drawing per star', () => {
    expect(stars(3)).toMatch(/^<span [^>]*><\/span>$/);
  });
});
