import type { ReactNode } from 'react';

const SECTION_TITLE_CLASSES = 'text-lg font-semibold text-stone-900';

/** A titled part of the form: a section named by its heading, so screen readers can jump between them. */
export function FormSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section
      aria-labelledby={`${id}-title`}
      className="rounded-2xl border border-stone-200 bg-white p-4 shadow-sm sm:p-5"
      data-testid={id}
    >
      <h2 id={`${id}-title`} className={SECTION_TITLE_CLASSES}>
        {title}
      </h2>
      <div className="mt-3 space-y-4">{children}</div>
    </section>
  );
}
