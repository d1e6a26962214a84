import type { ReactNode } from 'react';
import { LocalizedLink } from '../../components/localized-link';

/** What a member page shows while its list is empty, with the way to the apartments. */
export function MemberEmptyState({
  icon,
  title,
  text,
  linkText,
  testId,
}: {
  icon: ReactNode;
  title: string;
  text: string;
  linkText: string;
  testId: string;
}) {
  return (
    <div
      className="mt-8 flex flex-col items-center rounded-2xl border border-dashed border-stone-300 bg-stone-50 px-6 py-12 text-center"
      data-testid={testId}
    >
      <span className="flex size-14 items-center justify-center rounded-full bg-brand-50 text-brand-700">
        {icon}
      </span>
      <h2 className="mt-4 text-xl font-semibold text-stone-900">{title}</h2>
      <p className="mt-2 max-w-md text-stone-600">{text}</p>
      <LocalizedLink to="/rentals" className="button-primary mt-6" data-testid={`${testId}-link`}>
        {linkText}
      </LocalizedLink>
    </div>
  );
}
