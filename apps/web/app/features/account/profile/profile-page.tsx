import { useTranslation } from '../../../i18n/i18n-context';
import { MemberLoading } from '../member-loading';
import { MemberPageFrame } from '../member-page-frame';
import { MembershipCard } from './membership-card';
import { ProfileDetails } from './profile-details';
import { ProfileError } from './profile-error';
import { SignOutButton } from './sign-out-button';
import { useProfile } from './use-profile';

/**
 * /profile: the member's account summary and membership level, read-only for now (editing, password
 * change and account deletion come with the member-area issue).
 */
export function ProfilePage() {
  const { t } = useTranslation('account');
  const profile = useProfile();
  return (
    <MemberPageFrame title={t('profile.title')} testId="profile-page">
      {profile.status === 'loading' && <MemberLoading />}
      {profile.status === 'failed' && (
        <ProfileError
          message={profile.message}
          sessionExpired={profile.sessionExpired}
          retry={profile.retry}
        />
      )}
      {profile.status === 'loaded' && (
        <div className="mt-6 grid gap-6 md:grid-cols-2">
          <ProfileDetails profile={profile.profile} />
          <MembershipCard membership={profile.profile.membership} />
        </div>
      )}
      <div className="mt-8">
        <SignOutButton />
      </div>
    </MemberPageFrame>
  );
}
