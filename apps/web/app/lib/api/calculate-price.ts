import type { CalculatePriceBody } from '@konak/domain/api/pricing-calendar/calculate-price';
import type { StayPriceResult } from '@konak/domain/api/pricing-calendar/stay-price';
import { apiRequest, type CallOptions } from '../api-client';

/**
 * POST /api/pricing-calendar/calculate-price: the server's price of a stay. Typed, not checked: the quick view and
 * the reservation page ask it on public pages, whose chunks carry no zod (decision 063). Shared by both features.
 */
export function calculatePrice(
  stay: CalculatePriceBody,
  options: CallOptions = {},
): Promise<StayPriceResult> {
  return apiRequest<StayPriceResult>('/pricing-calendar/calculate-price', { ...options, body: stay });
}
