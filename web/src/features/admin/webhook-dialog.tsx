import { useId, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { Button } from '../../components/button';
import { DialogActions, DialogForm } from '../../components/dialog-form';
import { runMutation } from '../../kit/outcome';
import { Checkbox, TextField } from '../../components/form-field';
import { Modal } from '../../components/modal';
import type { WebhookEvent } from '../../gql/graphql';
import { errorMessage } from '../../lib/error-message';
import { useCreateWebhook, useUpdateWebhook } from './api/use-webhook-actions';
import { SecretReveal } from '../../components/secret-reveal';
import { WEBHOOK_EVENTS } from './webhook-labels';
import { colors, fontSizes, fontWeights, space } from '../../styles/theme';
import { useForm } from '../../kit/use-form';

const Events = styled.fieldset`
  display: grid;
  gap: ${space[2]};
  margin: 0;
  padding: 0;
  border: 0;
  legend {
    margin-bottom: ${space[2]};
    padding: 0;
    font-weight: ${fontWeights.semibold};
    font-size: ${fontSizes.sm};
    color: ${colors.plum900};
  }
  code {
    margin-left: ${space[1]};
    font-size: ${fontSizes.xs};
    color: ${colors.inkSoft};
  }
`;

const Choices = styled.div`
  display: grid;
  gap: ${space[2]} ${space[4]};
  @media (min-width: 520px) {
    grid-template-columns: 1fr 1fr;
  }
`;

const ErrorText = styled.p`
  color: ${colors.danger};
  font-size: ${fontSizes.sm};
  font-weight: ${fontWeights.medium};
`;

const Done = styled.div`
  display: grid;
  gap: ${space[4]};
  .actions { display: flex; justify-content: flex-end; }
`;

export interface WebhookDraft {
  id: string;
  url: string;
  description: string;
  events: readonly WebhookEvent[];
}

type Errors = Partial<Record<'url' | 'description' | 'events', string>>;

/** What the form can tell before asking the server (which checks the address itself: https, public, resolvable). */
function check(url: string, events: readonly WebhookEvent[]): Errors {
  const errors: Errors = {};
  if (url.trim() === '') errors.url = 'Enter the URL that should receive the events';
  if (events.length === 0) errors.events = 'Choose at least one event';
  return errors;
}

/**
 * "Add endpoint" and "Edit": URL, description (optional) and the events to send. The server's field problems show under
 * their fields (a private address, a name that does not resolve). A new endpoint's signing secret is shown once, here.
 */
export function WebhookDialog({ editing, onClose }: { editing?: WebhookDraft; onClose: () => void }) {
  const { values, setValue, field, errors, setErrors, showCheck } = useForm({
    url: editing?.url ?? '',
    description: editing?.description ?? '',
    events: editing?.events ?? ([] as readonly WebhookEvent[]),
  });
  const { url, description, events } = values;
  const [secret, setSecret] = useState<string | null>(null);
  const { createWebhook, creating } = useCreateWebhook();
  const { updateWebhook, updating } = useUpdateWebhook();
  const eventsErrorId = useId();
  const busy = creating || updating;

  const toggle = (event: WebhookEvent, on: boolean) => {
    setValue('events', on ? WEBHOOK_EVENTS.map((e) => e.value).filter((e) => e === event || events.includes(e)) : events.filter((e) => e !== event));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    if (!showCheck({ errors: check(url, events) })) return;
    const input = { url: url.trim(), description: description.trim(), events: [...events] };
    const outcome = await runMutation(
      async () => {
        if (editing) await updateWebhook(editing.id, input);
        else setSecret(await createWebhook(input));
      },
      { success: editing ? 'Webhook saved' : 'Webhook added', failure: (error) => errorMessage(error, editing ? 'Failed to save the webhook' : 'Failed to add the webhook'), fieldsInline: true },
    );
    if (!outcome.ok) setErrors(outcome.fields);
    else if (editing) onClose();
  };

  if (secret) {
    return (
      <Modal title="Webhook added" onClose={onClose} width={520}>
        <Done>
          <SecretReveal
            label="Signing secret"
            secret={secret}
            lead={`MomStride signs every delivery to ${url.trim()} with this secret. Keep it in your service's settings to check the signature.`}
          />
          <div className="actions">
            <Button type="button" onClick={onClose}>
              Done
            </Button>
          </div>
        </Done>
      </Modal>
    );
  }

  return (
    <Modal title={editing ? 'Edit webhook' : 'Add endpoint'} onClose={onClose} width={560}>
      <DialogForm noValidate onSubmit={(event) => void submit(event)}>
        <TextField
          label="Endpoint URL"
          type="url"
          inputMode="url"
          autoComplete="off"
          spellCheck={false}
          placeholder="https://example.com/momstride/webhooks"
          hint="MomStride sends a POST with a JSON body to this address. It must be https:// and reachable from the internet."
          autoFocus
          {...field('url')}
        />
        <TextField
          label="Description (optional)"
          maxLength={500}
          placeholder="e.g. Our CRM"
          {...field('description')}
        />
        <Events aria-describedby={errors.events ? eventsErrorId : undefined}>
          <legend>Events to send</legend>
          <Choices>
            {WEBHOOK_EVENTS.map((option) => (
              <Checkbox
                key={option.value}
                name="events"
                value={option.value}
                checked={events.includes(option.value)}
                onChange={(change) => toggle(option.value, change.target.checked)}
                label={
                  <span>
                    {option.label}
                    <code>{option.hint}</code>
                  </span>
                }
              />
            ))}
          </Choices>
          {errors.events ? (
            <ErrorText id={eventsErrorId} role="alert">
              {errors.events}
            </ErrorText>
          ) : null}
        </Events>
        <DialogActions onCancel={onClose} busy={busy} label={editing ? 'Save changes' : 'Add endpoint'} />
      </DialogForm>
    </Modal>
  );
}
