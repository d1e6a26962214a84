import type { ChildrenAgeGroups } from '@konak/domain/guests';
import { Stepper } from '../../components/form/stepper';
import { ChevronDownIcon } from '../../components/icons';
import { useTranslation } from '../../i18n/i18n-context';
import { useListJoiner } from '../../i18n/use-list-joiner';
import { popoverFocus } from '../../lib/focus';
import { PopoverDoneButton } from './popover-done-button';
import { AGE_GROUP_PARAMS, type AgeGroupsIssue, MAX_ADULTS, MAX_CHILDREN } from './search-params';

export type GuestCounts = { adults: number; children: number; childrenAgeGroups: ChildrenAgeGroups };

export const GUESTS_POPOVER_ID = 'search-guests';
export const GUESTS_ISSUE_ID = 'search-guests-issue';

type GuestsPickerProps = {
  guests: GuestCounts;
  onChange: (guests: GuestCounts) => void;
  issue: AgeGroupsIssue | null;
  /** Shown under the field too (role=alert) once a search was attempted with the issue. */
  announceIssue: boolean;
};

/** Spec §9 age groups, labelled by their age ranges. */
const AGE_GROUP_LABELS = {
  above7: 'guests.above7',
  between2And7: 'guests.between2And7',
  under2: 'guests.under2',
} as const;

function useIssueMessage(children: number, issue: AgeGroupsIssue | null): string | null {
  const { t } = useTranslation('search');
  if (!issue) return null;
  return issue.code === 'age_groups_missing'
    ? t('guests.ageGroupsMissing', { count: children })
    : t('guests.ageGroupsMismatch', { count: children, inGroups: issue.inGroups });
}

/**
 * The guests field: a button showing "2 adults, 1 child" that opens a native popover (it opens before
 * hydration too) with adults, children and, with children, the three age groups that must add up to them.
 */
export function GuestsPicker({ guests, onChange, issue, announceIssue }: GuestsPickerProps) {
  const { t } = useTranslation('search');
  const issueMessage = useIssueMessage(guests.children, issue);
  const setGroup = (group: keyof ChildrenAgeGroups, value: number) =>
    onChange({ ...guests, childrenAgeGroups: { ...guests.childrenAgeGroups, [group]: value } });
  // The URL carries each count under its field's name, so a plain form submits them before hydration.
  const stepper = (name: string, label: string) => ({
    id: `guests-${name}`,
    name,
    label,
    decreaseLabel: t('guests.decrease', { field: label }),
    increaseLabel: t('guests.increase', { field: label }),
    replayClicks: true,
    className: 'py-2',
  });
  const joinList = useListJoiner();
  const summary = joinList(
    [
      t('guests.summaryAdults', { count: guests.adults }),
      guests.children > 0 ? t('guests.summaryChildren', { count: guests.children }) : null,
    ].filter((part) => part !== null),
  );

  return (
    <div className="relative">
      <button
        type="button"
        popoverTarget={GUESTS_POPOVER_ID}
        aria-describedby={announceIssue && issueMessage ? GUESTS_ISSUE_ID : undefined}
        className="flex min-h-14 w-full items-center justify-between gap-2 rounded-xl border border-stone-300 bg-white px-4 py-2 text-start hover:border-stone-500"
        data-testid="guests-field"
      >
        <span className="flex flex-col">
          <span className="text-xs font-semibold text-stone-600 uppercase">{t('guests.title')}</span>
          <span className="font-medium text-stone-900">{summary}</span>
        </span>
        <ChevronDownIcon className="size-4 shrink-0 text-stone-600" />
      </button>
      {announceIssue && issueMessage && (
        <p id={GUESTS_ISSUE_ID} role="alert" className="mt-1 text-sm font-medium text-red-700">
          {issueMessage}
        </p>
      )}
      <div
        id={GUESTS_POPOVER_ID}
        popover="auto"
        {...popoverFocus()}
        role="dialog"
        aria-labelledby={`${GUESTS_POPOVER_ID}-title`}
        className="m-0 mt-auto w-full max-w-none rounded-t-2xl border border-stone-200 bg-white p-5 shadow-xl backdrop:bg-stone-950/30 md:m-auto md:w-96 md:rounded-2xl"
      >
        <h2 id={`${GUESTS_POPOVER_ID}-title`} className="text-lg font-semibold text-stone-900">
          {t('guests.title')}
        </h2>
        <div className="mt-2 divide-y divide-stone-200">
          <Stepper
            {...stepper('adults', t('guests.adults'))}
            hint={t('guests.adultsHint')}
            value={guests.adults}
            min={1}
            max={MAX_ADULTS}
            onChange={(adults) => onChange({ ...guests, adults })}
          />
          <Stepper
            {...stepper('children', t('guests.children'))}
            hint={t('guests.childrenHint')}
            value={guests.children}
            min={0}
            max={MAX_CHILDREN}
            onChange={(children) => onChange({ ...guests, children })}
          />
        </div>
        {guests.children > 0 && (
          <fieldset className="mt-3 rounded-xl bg-stone-50 px-4 py-2">
            <legend className="float-start w-full pt-2 font-semibold text-stone-900">
              {t('guests.ageGroupsTitle')}
            </legend>
            <div className="clear-both divide-y divide-stone-200">
              {AGE_GROUP_PARAMS.map((group) => (
                <Stepper
                  key={group}
                  {...stepper(group, t(AGE_GROUP_LABELS[group]))}
                  value={guests.childrenAgeGroups[group]}
                  min={0}
                  max={MAX_CHILDREN}
                  onChange={(value) => setGroup(group, value)}
                  describedBy={issueMessage ? `${GUESTS_ISSUE_ID}-live` : undefined}
                />
              ))}
            </div>
          </fieldset>
        )}
        <p
          id={`${GUESTS_ISSUE_ID}-live`}
          aria-live="polite"
          className="mt-3 min-h-5 text-sm font-medium text-red-700"
        >
          {issueMessage}
        </p>
        <PopoverDoneButton popover={GUESTS_POPOVER_ID} label={t('guests.done')} className="mt-3 w-full" />
      </div>
    </div>
  );
}
