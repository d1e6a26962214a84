import type { OwnerInquiryStatus } from '@konak/domain/owners/inquiry-statuses';
import { useTranslation } from '../../../i18n/i18n-context';

const CLASSES: Record<OwnerInquiryStatus, string> = {
  new: 'bg-amber-100 text-amber-900',
  answered: 'bg-sky-100 text-sky-900',
  closed: 'bg-stone-200 text-stone-800',
};

/** An enquiry's status as a coloured word (the word carries the meaning, the colour only helps). */
export function InquiryStatusBadge({ status }: { status: OwnerInquiryStatus }) {
  const { t } = useTranslation('admin-enquiries');
  return (
    <span className={`inline-block rounded-full px-2 py-0.5 text-sm font-medium ${CLASSES[status]}`}>
      {t(`statuses.${status}`)}
    </span>
  );
}
