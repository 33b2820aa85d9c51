import { apiRoute } from '@/lib/http/api-route';
import { moveAnswer } from '@/lib/http/api-lists';
import { advanceFulfilment } from '@/lib/data/orders';

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = apiRoute({
  /** Admin: move a confirmed order on to shipped or delivered (only forward). */
  PATCH: moveAnswer('confirmedOrder', advanceFulfilment),
});
