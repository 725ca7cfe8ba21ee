/**
 * PLACE FOR THE PUSH-REMINDERS SECTIONS: "Push on this device" (turn Web Push on or off here) and "Which reminders"
 * (24 hours and/or 1 hour before a walk) are mounted here, on Settings → Notifications, between the switches and
 * quiet hours. Nothing is shown until they exist.
 */
export function DeviceSections() {
  return null;
}
