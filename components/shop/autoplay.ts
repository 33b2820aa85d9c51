/** How long the home page's banner shows a slide before it moves on by itself (BannerCarousel.tsx). */
export const AUTOPLAY_INTERVAL_MS = 6_000;
