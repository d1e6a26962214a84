import type { AuthUser } from '@konak/domain/api/auth/auth-user';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { ReservationValues } from './reservation-values';

/**
 * The form's values, starting from the search in the URL. Once the member is known, the profile fills in the
 * name, e-mail and phone that are still empty: what the guest typed meanwhile is never overwritten. The country
 * of residence follows the phone's country until the guest chooses one themselves.
 */
export function useReservationValues(initial: ReservationValues, user: AuthUser | null) {
  const [values, setValues] = useState(initial);
  // The phone input keeps its own state: a new key starts it again from the profile's number.
  const [phoneKey, setPhoneKey] = useState('initial');
  const [phoneValid, setPhoneValid] = useState(true);
  const filledFor = useRef<string | null>(null);
  const countryChosen = useRef(false);

  useEffect(() => {
    if (!user || filledFor.current === user.id) return;
    filledFor.current = user.id;
    setValues((current) => ({
      ...current,
      name: current.name.trim() ? current.name : user.name,
      email: current.email.trim() ? current.email : user.email,
      phone: current.phone.trim() ? current.phone : (user.phone ?? ''),
    }));
    setPhoneKey(user.id);
  }, [user]);

  const change = useCallback((next: Partial<ReservationValues>) => {
    if (next.country !== undefined) countryChosen.current = true;
    setValues((current) => ({ ...current, ...next }));
  }, []);

  const changePhone = useCallback((phone: string, valid: boolean, phoneCountry: string | null) => {
    setValues((current) => ({
      ...current,
      phone,
      ...(phoneCountry && !countryChosen.current ? { country: phoneCountry } : {}),
    }));
    setPhoneValid(valid);
  }, []);

  return { values, change, changePhone, phoneValid, phoneKey };
}
