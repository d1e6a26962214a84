import { useTranslation } from '../../../i18n/i18n-context';
import { MemberLoadError } from '../member-load-error';
import { MemberLoading } from '../member-loading';
import { MemberPageFrame } from '../member-page-frame';
import { DeleteAccountSection } from './delete-account-section';
import { MembershipCard } from './membership-card';
import { PasswordChangeForm } from './password-change-form';
import { ProfileDetails } from './profile-details';
import { SignOutButton } from './sign-out-button';
import { useUpdatedToastAfterLanguageSwitch } from './updated-toast-after-language-switch';
import { useProfile } from './use-profile';

/**
 * /profile: the member's details (editable), membership level, password change (accounts with a password)
 * and account deletion.
 */
export function ProfilePage() {
  const { t } = useTranslation('account');
  const profile = useProfile();
  useUpdatedToastAfterLanguageSwitch();
  return (
    <MemberPageFrame title={t('profile.title')} testId="profile-page">
      {profile.status === 'loading' && <MemberLoading />}
      {profile.status === 'failed' && (
        <MemberLoadError name="profile" text={(key) => t(`profile.${key}`)} failure={profile} />
      )}
      {profile.status === 'loaded' && (
        <div className="mt-6 grid gap-6 md:grid-cols-2">
          <ProfileDetails profile={profile.profile} onUserChange={profile.replaceUser} />
          <MembershipCard membership={profile.profile.membership} />
          {profile.profile.user.hasPassword && <PasswordChangeForm />}
          <DeleteAccountSection hasPassword={profile.profile.user.hasPassword} />
        </div>
      )}
      <div className="mt-8">
        <SignOutButton />
      </div>
    </MemberPageFrame>
  );
}
