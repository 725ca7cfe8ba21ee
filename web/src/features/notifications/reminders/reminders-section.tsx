import { useMutation, useQuery } from '@apollo/client/react';
import styled from 'styled-components';
import { Checkbox } from '../../../components/form-field';
import { CalendarIcon } from '../../../components/icons';
import { Panel, PanelHeader } from '../../../components/panel';
import { errorMessage } from '../../../lib/error-message';
import { notify } from '../../../lib/notify';
import { colors, space } from '../../../styles/theme';
import { ReminderSettingsQuery, SetReminderSettingsMutation } from './reminders-query';

const Explain = styled.p`
  color: ${colors.inkSoft};
  margin-bottom: ${space[3.5]};
`;

const Choices = styled.fieldset`
  display: grid;
  gap: ${space[2.5]};
  border: 0;
  padding: 0;
  margin: 0;
  legend {
    font-weight: 600;
    margin-bottom: ${space[2]};
  }
`;

/**
 * "Walk reminders": 24 hours and 1 hour before a walk she joined (both, one, or none). They come as notifications here,
 * and by mail and push as she chose for reminders.
 */
export function RemindersSection() {
  const { data } = useQuery(ReminderSettingsQuery, { fetchPolicy: 'cache-and-network' });
  const [save, { loading: saving }] = useMutation(SetReminderSettingsMutation, {
    update(cache, { data: answer }) {
      if (answer) cache.writeQuery({ query: ReminderSettingsQuery, data: { reminderSettings: answer.setReminderSettings } });
    },
  });
  const settings = data?.reminderSettings;

  const change = async (next: { dayBefore: boolean; hourBefore: boolean }) => {
    try {
      await save({ variables: next });
      notify.success(next.dayBefore || next.hourBefore ? 'Reminders saved.' : 'Walk reminders are off.');
    } catch (error) {
      notify.error(errorMessage(error, 'Could not save your reminders. Please try again.'));
    }
  };

  return (
    <Panel aria-labelledby="reminders-title">
      <PanelHeader icon={<CalendarIcon />} id="reminders-title" title="Walk reminders" />
      <Explain>Before a walk you joined, we remind you so you never miss it.</Explain>
      <Choices disabled={!settings || saving}>
        <legend>Remind me</legend>
        <Checkbox
          label="24 hours before"
          checked={settings?.dayBefore ?? false}
          onChange={(event) => settings && void change({ dayBefore: event.target.checked, hourBefore: settings.hourBefore })}
        />
        <Checkbox
          label="1 hour before"
          checked={settings?.hourBefore ?? false}
          onChange={(event) => settings && void change({ dayBefore: settings.dayBefore, hourBefore: event.target.checked })}
        />
      </Choices>
    </Panel>
  );
}
