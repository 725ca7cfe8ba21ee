import { graphql } from '../../../gql';

/** Settings → Notifications: her switches per type and channel, quiet hours, the digest day. */
export const NotificationPreferencesQuery = graphql(`
  query NotificationPreferences {
    notificationPreferences {
      ...NotificationPreferencesFields
    }
  }
`);

export const NotificationPreferencesFields = graphql(`
  fragment NotificationPreferencesFields on NotificationPreferences {
    channels {
      type
      inApp
      mail
      push
    }
    quietHours {
      start
      end
    }
    timeZone
    digestDay
  }
`);

export const UpdateNotificationPreferencesMutation = graphql(`
  mutation UpdateNotificationPreferences($input: NotificationPreferencesInput!) {
    updateNotificationPreferences(input: $input) {
      ...NotificationPreferencesFields
    }
  }
`);
