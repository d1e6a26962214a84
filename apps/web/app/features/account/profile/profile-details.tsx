import type { AuthUser } from '@konak/domain/api/auth/auth-user';
import type { MeResponse } from '@konak/domain/api/auth/me';
import { type ReactNode, useState } from 'react';
import { DescriptionItem } from '../../../components/description-item';
import { useTranslation } from '../../../i18n/i18n-context';
import { formatLongDate } from '../../../lib/format';
import { languageName } from './language-name';
import { CARD_CLASSES, SECONDARY_BUTTON } from './profile-classes';
import { ProfileEditForm } from './profile-edit-form';

function Detail({ label, testId, children }: { label: string; testId: string; children: ReactNode }) {
  return (
    <DescriptionItem
      label={label}
      testId={testId}
      className="py-3 first:pt-0 last:pb-0"
      termClassName="text-sm font-medium text-stone-600"
      valueClassName="mt-1 break-words text-stone-900"
    >
      {children}
    </DescriptionItem>
  );
}

/**
 * Who the member is: name, e-mail, phone, preferred language and membership date (spec §3 User), with an
 * edit button that turns the card into the profile form (the e-mail cannot change).
 */
export function ProfileDetails({
  profile,
  onUserChange,
}: {
  profile: MeResponse;
  onUserChange: (user: AuthUser) => void;
}) {
  const { t, language } = useTranslation('account');
  const [editing, setEditing] = useState(false);
  const { user, membership } = profile;
  return (
    <section aria-labelledby="profile-details-title" className={CARD_CLASSES}>
      <div className="flex items-center justify-between gap-3">
        <h2 id="profile-details-title" className="text-lg font-semibold text-stone-900">
          {t(editing ? 'profileEdit.title' : 'profile.detailsTitle')}
        </h2>
        {!editing && (
          <button type="button" className={SECONDARY_BUTTON} onClick={() => setEditing(true)}>
            {t('profileEdit.edit')}
          </button>
        )}
      </div>
      {editing ? (
        <ProfileEditForm
          user={user}
          onCancel={() => setEditing(false)}
          onSaved={(saved) => {
            onUserChange(saved);
            setEditing(false);
          }}
        />
      ) : (
        <dl className="mt-4 divide-y divide-stone-100">
          <Detail label={t('profile.name')} testId="profile-name">
            {user.name}
          </Detail>
          <Detail label={t('profile.email')} testId="profile-email">
            {/* Addresses and numbers read left to right on Arabic pages too. */}
            <span dir="ltr">{user.email}</span>
          </Detail>
          <Detail label={t('profile.phone')} testId="profile-phone">
            {user.phone ? (
              <span dir="ltr">{user.phone}</span>
            ) : (
              <span className="text-stone-600">{t('profile.noPhone')}</span>
            )}
          </Detail>
          <Detail label={t('profile.preferredLanguage')} testId="profile-language">
            {languageName(user.preferredLanguage, language)}
          </Detail>
          <Detail label={t('profile.memberSince')} testId="profile-member-since">
            <time dateTime={membership.memberSince}>{formatLongDate(membership.memberSince, language)}</time>
          </Detail>
        </dl>
      )}
    </section>
  );
}
