import { ChevronDownIcon } from '../icons';
import type { FaqContent } from './faq-entries';

/**
 * The FAQ as native disclosure widgets: each question is a <summary> that opens its answer with or without
 * JavaScript, so the server-rendered page works before (or without) its island's code. The entries come from
 * the page's loader (faq.server.ts), the same list the FAQPage structured data is built from.
 */
export function FaqSection({ faq, className }: { faq: FaqContent; className?: string }) {
  return (
    <section aria-labelledby="faq-title" id="faq" className={className} data-testid="faq">
      <h2 id="faq-title" className="text-xl font-bold text-stone-900 md:text-2xl">
        {faq.title}
      </h2>
      <div className="mt-4 divide-y divide-stone-200 rounded-2xl border border-stone-200 bg-white">
        {faq.entries.map(({ id, question, answer }) => (
          <details key={id} className="group" data-faq={id}>
            <summary className="flex min-h-12 cursor-pointer list-none items-center justify-between gap-4 rounded-2xl px-4 py-3 hover:bg-stone-50 [&::-webkit-details-marker]:hidden">
              <h3 className="font-semibold text-stone-900">{question}</h3>
              <ChevronDownIcon className="size-5 shrink-0 text-stone-500 transition-transform group-open:rotate-180" />
            </summary>
            <p className="px-4 pb-4 leading-relaxed text-stone-700">{answer}</p>
          </details>
        ))}
      </div>
    </section>
  );
}
