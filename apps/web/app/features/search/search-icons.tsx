import { lineIcon } from '../../components/icons';

export const CalendarIcon = lineIcon(<path d="M4 6h16v14H4zM4 10h16M8 3v4M16 3v4" />);

export const SearchIcon = lineIcon(<circle cx="11" cy="11" r="7" />, <path d="m20 20-4-4" />);

export const PeopleIcon = lineIcon(
  <path d="M9 11a4 4 0 1 0 0-8 4 4 0 0 0 0 8zM2 21v-1a6 6 0 0 1 12 0v1M16 3.5a4 4 0 0 1 0 7.5M22 21v-1a6 6 0 0 0-4-5.6" />,
);

export const ClockIcon = lineIcon(<circle cx="12" cy="12" r="9" />, <path d="M12 7v5l3 2" />);

export const RoomsIcon = lineIcon(<path d="M3 20V8l9-5 9 5v12M3 20h18M9 20v-6h6v6" />);

export const PinIcon = lineIcon(
  <path d="M12 21s-7-6.2-7-12a7 7 0 0 1 14 0c0 5.8-7 12-7 12z" />,
  <circle cx="12" cy="9" r="2.5" />,
);
