'use client';

import { useSyncExternalStore } from 'react';

const nothingToWatch = () => () => {};
const thisYear = () => new Date().getFullYear();

/**
 * This year, as the browser's clock says: the pages around the footer are built ahead (decision 0083), so the year
 * in their HTML is the build's, and the browser puts the current one in after loading.
 */
export function CurrentYear() {
  return useSyncExternalStore(nothingToWatch, thisYear, thisYear);
}
