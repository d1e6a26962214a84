import { CHECK_IN_TIME, CHECK_OUT_TIME, FREE_CANCELLATION_DAYS } from '@konak/domain/stay-policy';
import type { ReactNode } from 'react';
import { Icon } from '../../components/icons';
import { useTranslation } from '../../i18n/i18n-context';

function ReasonIcon({ children }: { children: ReactNode }) {
  return (
    <span className="flex size-12 items-center justify-center rounded-xl bg-brand-100 text-brand-800">
      <Icon className="size-6">{children}</Icon>
    </span>
  );
}

export function WhyKonak() {
  const { t } = useTranslation('home');
  const reasons = [
    {
      key: 'prices',
      icon: <path d="M3 12V4h8l10 10-8 8zM7.5 7.5h.01" />,
      title: t('why.prices.title'),
      text: t('why.prices.text'),
    },
    {
      key: 'support',
      icon: <path d="M4 14v-2a8 8 0 0 1 16 0v2M4 14h3v6H5a1 1 0 0 1-1-1zM20 14h-3v6h2a1 1 0 0 0 1-1z" />,
      title: t('why.support.title'),
      text: t('why.support.text'),
    },
    {
      key: 'cancellation',
      icon: <path d="M4 6h16v14H4zM4 10h16M8 3v4M16 3v4M9 15l2 2 4-4" />,
      title: t('why.cancellation.title'),
      text: t('why.cancellation.text', { count: FREE_CANCELLATION_DAYS }),
    },
    {
      key: 'times',
      icon: <path d="M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18zM12 7v5l3 2" />,
      title: t('why.times.title'),
      text: t('why.times.text', { checkIn: CHECK_IN_TIME, checkOut: CHECK_OUT_TIME }),
    },
  ];

  return (
    <section aria-labelledby="why-title" className="mx-auto max-w-6xl px-4 py-12 md:py-16">
      <h2 id="why-title" className="text-2xl font-bold text-stone-900 md:text-3xl">
        {t('why.title')}
      </h2>
      <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {reasons.map(({ key, icon, title, text }) => (
          <li key={key} className="rounded-2xl border border-stone-200 bg-white p-6">
            <ReasonIcon>{icon}</ReasonIcon>
            <h3 className="mt-4 text-lg font-semibold text-stone-900">{title}</h3>
            <p className="mt-2 leading-relaxed text-stone-600">{text}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
