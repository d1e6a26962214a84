import { type ChevronProps, useDayPicker } from 'react-day-picker';
import { Icon } from '../icons';

const PATHS = { left: 'M15 6l-6 6 6 6', right: 'M9 6l6 6-6 6' } as const;

/**
 * The month arrows. react-day-picker's toolbar always asks for a left "previous" and a right "next" arrow, but
 * in a right-to-left calendar the previous month lies to the right: there the arrows are mirrored, so each
 * points the way its month lies (Arabic: previous →, next ←). The buttons keep their translated names.
 */
export function NavChevron({ orientation = 'left', className }: ChevronProps) {
  const { dayPickerProps } = useDayPicker();
  const asked = orientation === 'right' ? 'right' : 'left';
  const pointsTo = dayPickerProps.dir === 'rtl' ? (asked === 'left' ? 'right' : 'left') : asked;
  return (
    <Icon className={className}>
      <path d={PATHS[pointsTo]} data-points={pointsTo} />
    </Icon>
  );
}
