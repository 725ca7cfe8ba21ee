import { PushSection } from '../features/notifications/push/push-section';
import { RemindersSection } from '../features/notifications/reminders/reminders-section';
import { ProfilePage } from '../features/profile/profile-page';

/** Her profile with her notification settings (walk reminders, push on this device) beside her other settings. */
export function ProfileScreen() {
  return (
    <ProfilePage
      settingsPanels={
        <>
          <RemindersSection />
          <PushSection />
        </>
      }
    />
  );
}
