import { LocalizedLink } from './localized-link';

interface NotFoundScreenProps {
  title: string;
  text: string;
  linkTo: string;
  linkLabel: string;
}

/** The 404 screen shared by every page that can miss: a headline, a sentence and one way back. */
export function NotFoundScreen({ title, text, linkTo, linkLabel }: NotFoundScreenProps) {
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center px-4 py-20 text-center">
      <p className="text-7xl font-bold text-brand-700" aria-hidden="true">
        404
      </p>
      <h1 className="mt-4 text-3xl font-bold text-stone-900">{title}</h1>
      <p className="mt-3 text-lg text-stone-600">{text}</p>
      <LocalizedLink to={linkTo} className="button-primary mt-8">
        {linkLabel}
      </LocalizedLink>
    </section>
  );
}
