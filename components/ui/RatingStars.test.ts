import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { RatingStars } from './RatingStars';

const stars = (rating: number) => renderToStaticMarkup(createElement(RatingStars, { rating }));

describe('RatingStars', () => {
  it('fills the stars to the rating rounded to the nearest half, and says it in words', () => {
    expect(stars(4.3)).toContain('--rating-filled:90%');
    expect(stars(4.3)).toContain('aria-label="Rated 4.3 out of 5"');
    expect(stars(4.2)).toContain('--rating-filled:80%');
    expect(stars(2.75)).toContain('--rating-filled:60%');
    expect(stars(5)).toContain('--rating-filled:100%');
    expect(stars(1)).toContain('aria-label="Rated 1 out of 5"');
  });

  it('keeps a rating out of range within the five stars', () => {
    expect(stars(7)).toContain('--rating-filled:100%');
    expect(stars(-1)).toContain('--rating-filled:0%');
  });

  it('is one element, not a drawing per star', () => {
    expect(stars(3)).toMatch(/^<span [^>]*><\/span>$/);
  });
});
