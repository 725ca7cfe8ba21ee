/** What a push notification shows on her device, and the app path a tap opens. */
export interface PushMessage {
  readonly title: string;
  readonly body: string;
  /** An app path, e.g. `/events`: the service worker opens it (or focuses a tab and navigates there) on a tap. */
  readonly url: string;
  /** Notifications with the same tag replace each other on the device (e.g. `reminder:<eventId>:60`). */
  readonly tag?: string;
}
