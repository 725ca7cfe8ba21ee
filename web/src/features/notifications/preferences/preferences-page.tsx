import { useMutation, useQuery } from '@apollo/client/react';
import { useEffect, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { Button } from '../../../components/button';
import { Checkbox, SelectField, TextField } from '../../../components/form-field';
import { AlertIcon, BellIcon } from '../../../components/icons';
import { PageHeading } from '../../../components/page-heading';
import { Panel, PanelHeader } from '../../../components/panel';
import { getFragmentData } from '../../../gql';
import type { DigestDay, NotificationPreferencesFieldsFragment } from '../../../gql/graphql';
import { runMutation, type FieldErrors } from '../../../kit/outcome';
import { Page } from '../../../kit/page';
import { QueryState } from '../../../kit/query-state';
import { colors, fontSizes, fontWeights, space } from '../../../styles/theme';
import { DeviceSections } from './device-sections';
import { CHANNEL_LABELS, DIGEST_DAYS, TYPE_LABELS, type ChannelKey } from './preference-labels';
import { NotificationPreferencesFields, NotificationPreferencesQuery, UpdateNotificationPreferencesMutation } from './preferences-query';

const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  caption { text-align: left; color: ${colors.inkSoft}; font-size: ${fontSizes.sm}; padding-bottom: ${space[3]}; }
  th, td { padding: ${space[2.5]} ${space[2]}; border-bottom: 1px solid ${colors.sand100}; }
  thead th { font-size: ${fontSizes.sm}; color: ${colors.plum900}; text-align: center; }
  tbody th { text-align: left; font-weight: ${fontWeights.semibold}; }
  tbody th small { display: block; font-weight: normal; color: ${colors.inkSoft}; font-size: ${fontSizes.xs}; }
  td { text-align: center; }
  td input { width: 20px; height: 20px; accent-color: ${colors.coral600}; }
`;

/** The settings' panels, one below the other with the page's spacing (the device sections' too). */
const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${space[6]};
`;

const Scroll = styled.div`
  overflow-x: auto;
`;

const Row = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(10rem, 1fr));
  gap: ${space[4]};
  margin-top: ${space[3]};
`;

const Note = styled.p`
  color: ${colors.inkSoft};
  font-size: ${fontSizes.sm};
`;

const Actions = styled.div`
  display: flex;
  justify-content: flex-end;
`;

type Switches = Record<string, Record<ChannelKey, boolean>>;

interface Draft {
  switches: Switches;
  quiet: boolean;
  start: string;
  end: string;
  digestDay: DigestDay;
}

const draftOf = (saved: NotificationPreferencesFieldsFragment): Draft => ({
  switches: Object.fromEntries(saved.channels.map(({ type, inApp, mail, push }) => [type, { inApp, mail, push }])),
  quiet: saved.quietHours !== null && saved.quietHours !== undefined,
  start: saved.quietHours?.start ?? '22:00',
  end: saved.quietHours?.end ?? '07:00',
  digestDay: saved.digestDay,
});

/** The browser's time zone: quiet hours follow it. */
const browserTimeZone = (): string => Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';

/**
 * Settings → Notifications (/settings/notifications): per type, in the app, by mail and as push (real checkboxes in a
 * table), quiet hours in her time zone (the browser's, sent when she saves) and the day of her weekly digest (or never).
 * Saved with one button and a toast.
 */
export function NotificationPreferencesPage() {
  const { data, loading, error, refetch } = useQuery(NotificationPreferencesQuery, { fetchPolicy: 'cache-and-network' });
  const [save, { loading: saving }] = useMutation(UpdateNotificationPreferencesMutation);
  const saved = getFragmentData(NotificationPreferencesFields, data?.notificationPreferences);
  const [draft, setDraft] = useState<Draft | null>(null);
  const [errors, setErrors] = useState<FieldErrors>({});
  useEffect(() => {
    if (saved && !draft) setDraft(draftOf(saved));
  }, [saved, draft]);

  const toggle = (type: string, channel: ChannelKey) =>
    setDraft((current) => current && { ...current, switches: { ...current.switches, [type]: { ...current.switches[type]!, [channel]: !current.switches[type]![channel] } } });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!draft) return;
    setErrors({});
    const outcome = await runMutation(
      () =>
        save({
          variables: {
            input: {
              channels: TYPE_LABELS.map(({ type }) => ({ type, ...draft.switches[type]! })),
              quietHours: draft.quiet ? { start: draft.start, end: draft.end } : null,
              timeZone: browserTimeZone(),
              digestDay: draft.digestDay,
            },
          },
        }),
      { success: 'Notification settings saved', failure: 'Could not save your notification settings', fieldsInline: true },
    );
    if (!outcome.ok) setErrors(outcome.fields);
  };

  return (
    <Page $maxWidth="52rem">
      <PageHeading title="Notifications" subtitle="Choose what reaches you, and where: in the app, by mail or as a push notification." />
      <QueryState
        loading={loading}
        error={error}
        hasData={Boolean(draft)}
        loadingLabel="Loading your notification settings…"
        failed={{ icon: <AlertIcon />, title: 'Your notification settings could not be loaded', retryLabel: 'Try again' }}
        onRetry={refetch}
      >
        {draft ? (
          <Form onSubmit={(event) => void submit(event)} aria-label="Notification settings">
            <Panel aria-labelledby="what-reaches-you">
              <PanelHeader icon={<BellIcon />} id="what-reaches-you" title="What reaches you" />
              <Scroll>
                <Table>
                  <caption>Each kind of news, and where you want to hear about it.</caption>
                  <thead>
                    <tr>
                      <td />
                      {CHANNEL_LABELS.map(({ key, label }) => (
                        <th key={key} scope="col">
                          {label}
                        </th>
                      ))}
                    </tr>
                  </thead>
                  <tbody>
                    {TYPE_LABELS.map(({ type, label, hint }) => (
                      <tr key={type}>
                        <th scope="row">
                          {label}
                          <small>{hint}</small>
                        </th>
                        {CHANNEL_LABELS.map(({ key, label: channel }) => (
                          <td key={key}>
                            <input
                              type="checkbox"
                              aria-label={`${label}: ${channel.toLowerCase()}`}
                              checked={draft.switches[type]?.[key] ?? false}
                              onChange={() => toggle(type, key)}
                            />
                          </td>
                        ))}
                      </tr>
                    ))}
                  </tbody>
                </Table>
              </Scroll>
            </Panel>
            <DeviceSections />
            <Panel aria-labelledby="quiet-hours">
              <PanelHeader icon={<BellIcon />} id="quiet-hours" title="Quiet hours" />
              <Note>No mail or push between these times; what came meanwhile arrives when they end. Times are in your time zone ({browserTimeZone()}).</Note>
              <Checkbox label="Pause mail and push at night" checked={draft.quiet} onChange={() => setDraft({ ...draft, quiet: !draft.quiet })} />
              {draft.quiet ? (
                <Row>
                  <TextField label="From" type="time" value={draft.start} error={errors['start']} onChange={(event) => setDraft({ ...draft, start: event.target.value })} required />
                  <TextField label="Until" type="time" value={draft.end} error={errors['end']} onChange={(event) => setDraft({ ...draft, end: event.target.value })} required />
                </Row>
              ) : null}
            </Panel>
            <Panel aria-labelledby="weekly-digest">
              <PanelHeader icon={<BellIcon />} id="weekly-digest" title="Weekly digest" />
              <Note>One mail a week at 8:00 in the morning: your walks in the week ahead, new members in your business category and the top stories.</Note>
              <Row>
                <SelectField
                  label="Send it on"
                  options={DIGEST_DAYS}
                  value={draft.digestDay}
                  onChange={(event) => setDraft({ ...draft, digestDay: event.target.value as DigestDay })}
                />
              </Row>
            </Panel>
            <Actions>
              <Button type="submit" disabled={saving}>
                {saving ? 'Saving…' : 'Save settings'}
              </Button>
            </Actions>
          </Form>
        ) : null}
      </QueryState>
    </Page>
  );
}

