import { PushSection } from '../push/push-section';
import { RemindersSection } from '../reminders/reminders-section';

/**
 * Settings → Notifications, between the switches and quiet hours: which walk reminders she wants (24 hours and/or
 * 1 hour before) and Web Push on this device.
 */
export function DeviceSections() {
  return (
    <>
      <RemindersSection />
      <PushSection />
    </>
  );
}
