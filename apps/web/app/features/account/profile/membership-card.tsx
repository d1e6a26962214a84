import type { MeResponse } from '@konak/domain/api/auth/me';
import { MEMBERSHIP_THRESHOLDS_CENTS, MEMBERSHIP_TIERS, type MembershipTier } from '@konak/domain/membership';
import { useTranslation } from '../../../i18n/i18n-context';
import { formatEuro } from '../../../lib/format';
import { membershipProgress } from './membership-progress';

// Badge colours per tier; every pair keeps text at 4.5:1 or better on its background.
const TIER_BADGE: Record<MembershipTier, string> = {
  bronze: 'bg-orange-100 text-orange-900 ring-orange-300',
  silver: 'bg-slate-100 text-slate-800 ring-slate-300',
  gold: 'bg-amber-100 text-amber-900 ring-amber-300',
  platinum: 'bg-indigo-100 text-indigo-900 ring-indigo-300',
};

/** The member's level, what they spent, the way to the next level, and the levels themselves (BRIEF §5). */
export function MembershipCard({ membership }: { membership: MeResponse['membership'] }) {
  const { t, language } = useTranslation('account');
  const tierName = (tier: MembershipTier) => t(`membership.tier.${tier}`);
  const progress = membershipProgress(membership.tier, membership.totalSpent);

  return (
    <section
      aria-labelledby="membership-title"
      className="rounded-2xl border border-stone-200 bg-white p-5 shadow-sm sm:p-6"
    >
      <h2 id="membership-title" className="text-lg font-semibold text-stone-900">
        {t('membership.title')}
      </h2>
      <p className="mt-4">
        <span
          className={`inline-flex rounded-full px-3 py-1 text-sm font-semibold ring-1 ${TIER_BADGE[membership.tier]}`}
          data-testid="membership-tier"
        >
          {tierName(membership.tier)}
        </span>
      </p>
      <p className="mt-4 text-sm text-stone-600">{t('membership.totalSpent')}</p>
      <p className="text-2xl font-bold text-stone-900" data-testid="membership-total-spent">
        {formatEuro(membership.totalSpent, language)}
      </p>

      {progress.nextTier !== null && progress.amountToNextTier !== null ? (
        <div className="mt-4">
          <div
            role="progressbar"
            aria-label={t('membership.progressLabel', { tier: tierName(progress.nextTier) })}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={progress.percent}
            className="h-3 overflow-hidden rounded-full bg-stone-200"
            data-testid="membership-progress"
          >
            <div className="h-full rounded-full bg-brand-600" style={{ width: `${progress.percent}%` }} />
          </div>
          <p className="mt-2 text-sm font-medium text-stone-800" data-testid="membership-next">
            {t('membership.toNextTier', {
              amount: formatEuro(progress.amountToNextTier, language),
              tier: tierName(progress.nextTier),
            })}
          </p>
        </div>
      ) : (
        <p className="mt-4 text-sm font-medium text-stone-800" data-testid="membership-top">
          {t('membership.topTier')}
        </p>
      )}

      <h3 className="mt-6 text-sm font-semibold text-stone-900">{t('membership.levelsTitle')}</h3>
      <ol className="mt-2 space-y-1 text-sm text-stone-700">
        {MEMBERSHIP_TIERS.map((tier) => (
          <li
            key={tier}
            className="flex justify-between gap-3"
            aria-current={tier === membership.tier ? 'true' : undefined}
          >
            <span className={tier === membership.tier ? 'font-semibold text-stone-900' : undefined}>
              {tierName(tier)}
              {tier === membership.tier && <span className="sr-only"> ({t('membership.current')})</span>}
            </span>
            <span>
              {t('membership.levelFrom', {
                amount: formatEuro(MEMBERSHIP_THRESHOLDS_CENTS[tier] / 100, language),
              })}
            </span>
          </li>
        ))}
      </ol>
      <p className="mt-4 text-sm text-stone-600">{t('membership.explainer')}</p>
    </section>
  );
}
