import { AppError } from '../../../http/app-error.ts';

type Rule =
  | 'approve_not_pay_at_door'
  | 'not_bank_transfer'
  | 'reservation_not_live'
  | 'amount_above_remaining'
  | 'refund_above_owed'
  | 'change_below_paid'
  | 'change_listing_type'
  | 'check_out_before_check_in'
  | 'check_in_too_early';

const FIELDS: Partial<Record<Rule, string>> = {
  amount_above_remaining: 'amount',
  refund_above_owed: 'amount',
  change_listing_type: 'apartmentId',
};

/** 422: the back office's rules (issue 14), each with a translated reason and, where one field is at fault, that field. */
export function backOfficeRuleBroken(rule: Rule): AppError {
  const field = FIELDS[rule];
  return new AppError(422, `error.${rule}`, {
    code: rule,
    ...(field ? { errors: [{ field, message: `error.${rule}` }] } : {}),
  });
}
