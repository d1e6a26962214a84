import type { GuestDetail } from '@konak/domain/api/admin/get-guest';
import { ASSIGNABLE_ROLES, type AssignableRole } from '@konak/domain/api/admin/guest-fields';
import { useId, useState } from 'react';
import { FormAlert } from '../../../components/form/form-alert';
import { SelectField } from '../../../components/form/select-field';
import { useTranslation } from '../../../i18n/i18n-context';
import { ApiError } from '../../../lib/api-client';
import type { Operator } from '../shell/use-operator';
import { changeGuestRole } from './api/change-guest-role';
import { disableGuest } from './api/disable-guest';
import { enableGuest } from './api/enable-guest';
import { exportGuest } from './api/export-guest';

const BUTTON =
  'min-h-11 rounded-xl border border-stone-300 bg-white px-4 font-medium hover:bg-stone-100 disabled:cursor-not-allowed disabled:opacity-50';

/** Saves a JSON answer as a file the browser downloads. */
function download(data: unknown, fileName: string) {
  const url = URL.createObjectURL(new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.click();
  URL.revokeObjectURL(url);
}

/**
 * Disable/enable (admin and staff; staff only for members), role (admin) and the data export (admin). Each button
 * is disabled while its request runs; the server refuses what the rules do not allow with a translated reason.
 */
export function GuestActions({
  detail,
  operator,
  onChanged,
}: {
  detail: GuestDetail;
  operator: Operator;
  onChanged: (detail: GuestDetail) => void;
}) {
  const { t } = useTranslation('admin-guests');
  const { t: tAdmin } = useTranslation('admin');
  const id = useId();
  const { guest } = detail;
  const [busy, setBusy] = useState<null | 'status' | 'role' | 'export'>(null);
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [role, setRole] = useState<string>(guest.role);
  const isSelf = guest.id === operator.id;
  const isAdmin = operator.role === 'admin';
  const isOperatorAccount = guest.role === 'admin' || guest.role === 'staff';

  async function run(kind: 'status' | 'role' | 'export', action: () => Promise<void>) {
    setBusy(kind);
    setError(null);
    setNotice(null);
    try {
      await action();
    } catch (caught) {
      setError(caught instanceof ApiError ? caught.message : tAdmin('load.failed'));
    } finally {
      setBusy(null);
    }
  }

  if (isSelf) return <p className="text-stone-700">{t('yourself')}</p>;
  return (
    <div className="space-y-4">
      <FormAlert>{error}</FormAlert>
      {notice && (
        <p role="status" className="text-green-800">
          {notice}
        </p>
      )}
      {(isAdmin || !isOperatorAccount) && (
        <div>
          <button
            type="button"
            className={BUTTON}
            disabled={busy !== null}
            onClick={() =>
              run('status', async () =>
                onChanged(await (guest.disabled ? enableGuest(guest.id) : disableGuest(guest.id))),
              )
            }
          >
            {guest.disabled ? t('enable') : t('disable')}
          </button>
          {!guest.disabled && <p className="mt-1 text-sm text-stone-600">{t('disableHint')}</p>}
        </div>
      )}
      {isAdmin && (
        <form
          className="flex flex-wrap items-end gap-2"
          onSubmit={(event) => {
            event.preventDefault();
            run('role', async () => {
              onChanged(await changeGuestRole(guest.id, { role: role as AssignableRole }));
              setNotice(t('roleSaved'));
            });
          }}
        >
          <div className="min-w-48">
            <SelectField
              id={`${id}-role`}
              label={t('changeRole')}
              value={role}
              onChange={(event) => setRole(event.target.value)}
            >
              {ASSIGNABLE_ROLES.map((option) => (
                <option key={option} value={option}>
                  {tAdmin(`shell.roles.${option}`)}
                </option>
              ))}
            </SelectField>
          </div>
          <button type="submit" className={BUTTON} disabled={busy !== null || role === guest.role}>
            {t('saveRole')}
          </button>
        </form>
      )}
      {isAdmin && (
        <div>
          <button
            type="button"
            className={BUTTON}
            disabled={busy !== null}
            onClick={() =>
              run('export', async () => {
                const data = await exportGuest(guest.id);
                download(data, `konak-member-${guest.id}-${data.exportedAt.slice(0, 10)}.json`);
              })
            }
          >
            {t('export')}
          </button>
          <p className="mt-1 text-sm text-stone-600">{t('exportHint')}</p>
        </div>
      )}
    </div>
  );
}
