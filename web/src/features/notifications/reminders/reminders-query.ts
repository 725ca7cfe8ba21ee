import { graphql } from '../../../gql';

/** Which walk reminders she gets: what the "Walk reminders" section shows and changes. */
export const ReminderSettingsQuery = graphql(`
  query ReminderSettings {
    reminderSettings {
      dayBefore
      hourBefore
    }
  }
`);

export const SetReminderSettingsMutation = graphql(`
  mutation SetReminderSettings($dayBefore: Boolean!, $hourBefore: Boolean!) {
    setReminderSettings(dayBefore: $dayBefore, hourBefore: $hourBefore) {
      dayBefore
      hourBefore
    }
  }
`);
