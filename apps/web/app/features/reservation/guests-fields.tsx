import type { ChildrenAgeGroups } from '@konak/domain/guests';
import { messageIdOf } from '../../components/form/field-ids';
import { FieldMessage } from '../../components/form/field-message';
import { Stepper } from '../../components/form/stepper';
import { useTranslation } from '../../i18n/i18n-context';
import { MAX_ADULTS, MAX_CHILDREN } from './reservation-values';

export type Party = { adults: number; children: number; childrenAgeGroups: ChildrenAgeGroups };

const ID = 'reservation-guests';
const GROUPS = ['above7', 'between2And7', 'under2'] as const;

/**
 * Adults, children and, with children, each child's age group (spec §3, §9: 7–17, 2–6, under 2). Adding a child
 * does not guess its age: the guest says it, and the rule message asks until every child has a group.
 */
export function GuestsFields({
  kind,
  party,
  onChange,
  message,
}: {
  /** On a tour infants take a place too, so its hint says so. */
  kind: 'apartment' | 'tour';
  party: Party;
  onChange: (party: Party) => void;
  message: string | null;
}) {
  const { t } = useTranslation('reservation');
  const describedBy = message ? messageIdOf(ID) : undefined;
  const stepper = (field: string) => ({
    decreaseLabel: t('guests.decrease', { field }),
    increaseLabel: t('guests.increase', { field }),
    describedBy,
    invalid: Boolean(message),
  });

  const setChildren = (children: number) => {
    // Fewer children than groups given: the groups are cleared rather than guessed which child left.
    const inGroups = GROUPS.reduce((sum, group) => sum + party.childrenAgeGroups[group], 0);
    const childrenAgeGroups =
      children === 0 || inGroups > children
        ? { above7: 0, between2And7: 0, under2: 0 }
        : party.childrenAgeGroups;
    onChange({ ...party, children, childrenAgeGroups });
  };

  return (
    <div className="space-y-3">
      <Stepper
        id="reservation-adults"
        label={t('guests.adults')}
        hint={t('guests.adultsHint')}
        value={party.adults}
        min={1}
        max={MAX_ADULTS}
        onChange={(adults) => onChange({ ...party, adults })}
        {...stepper(t('guests.adults'))}
      />
      <Stepper
        id="reservation-children"
        label={t('guests.children')}
        hint={t('guests.childrenHint')}
        value={party.children}
        min={0}
        max={MAX_CHILDREN}
        onChange={setChildren}
        {...stepper(t('guests.children'))}
      />
      {party.children > 0 && (
        <fieldset className="rounded-xl bg-stone-50 p-3" data-testid="age-groups">
          <legend className="float-start mb-2 font-medium text-stone-900">{t('guests.ageGroups')}</legend>
          <p className="clear-both mb-2 text-sm text-stone-600">
            {t(kind === 'tour' ? 'tour.ageGroupsHint' : 'guests.ageGroupsHint')}
          </p>
          <div className="space-y-2">
            {GROUPS.map((group) => (
              <Stepper
                key={group}
                id={`reservation-${group}`}
                label={t(`guests.${group}`)}
                value={party.childrenAgeGroups[group]}
                min={0}
                max={party.children}
                onChange={(value) =>
                  onChange({ ...party, childrenAgeGroups: { ...party.childrenAgeGroups, [group]: value } })
                }
                {...stepper(t(`guests.${group}`))}
              />
            ))}
          </div>
        </fieldset>
      )}
      <FieldMessage id={ID} message={message} />
    </div>
  );
}
