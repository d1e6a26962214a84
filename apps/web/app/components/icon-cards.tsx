import type { ReactNode } from 'react';
import { Icon } from './icons';

export type IconCard = { key: string; icon: ReactNode; title: string; text: string };

/** Promises side by side (one column on phones, four on wide screens): each an icon, a heading and a sentence. */
export function IconCards({ cards }: { cards: IconCard[] }) {
  return (
    <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
      {cards.map(({ key, icon, title, text }) => (
        <li key={key} className="rounded-2xl border border-stone-200 bg-white p-6">
          <span className="flex size-12 items-center justify-center rounded-xl bg-brand-100 text-brand-800">
            <Icon className="size-6">{icon}</Icon>
          </span>
          <h3 className="mt-4 text-lg font-semibold text-stone-900">{title}</h3>
          <p className="mt-2 leading-relaxed text-stone-700">{text}</p>
        </li>
      ))}
    </ul>
  );
}
