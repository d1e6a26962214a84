import { lineIcon } from '../../components/icons';

export const CheckCircleIcon = lineIcon(
  <circle cx="12" cy="12" r="9" />,
  <path d="M8 12.5l2.5 2.5L16 9.5" />,
);
