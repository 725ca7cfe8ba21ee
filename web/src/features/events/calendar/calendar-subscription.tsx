import { useQuery } from '@apollo/client/react';
import { useEffect, useId, useRef } from 'react';
import styled from 'styled-components';
import { Button } from '../../../components/button';
import { useConfirmDialog } from '../../../components/confirm-dialog';
import { CalendarIcon, LinkIcon } from '../../../components/icons';
import { Panel, PanelHeader } from '../../../components/panel';
import { Spinner } from '../../../components/spinner';
import { formatDay } from '../../../lib/dates';
import { notify } from '../../../lib/notify';
import { CalendarFeedQuery } from './calendar-feed-query';
import { feedLinks } from './feed-links';
import { useResetCalendarFeed } from './use-reset-calendar-feed';
import { colors, controlHeights, focusRing, fontSizes, fontWeights, media, radii, space } from '../../../styles/theme';

const Intro = styled.p`
  max-width: 62ch;
  color: ${colors.inkSoft};
`;

const Body = styled.div`
  display: grid;
  gap: ${space[4]};
  margin-top: ${space[4]};
`;

const Label = styled.label`
  font-weight: ${fontWeights.semibold};
  font-size: ${fontSizes.sm};
  color: ${colors.plum900};
`;

const LinkRow = styled.div`
  display: grid;
  gap: ${space[2.5]};
  margin-top: ${space[1.5]};
  ${media.sm} {
    grid-template-columns: minmax(0, 1fr) auto;
  }
`;

const LinkInput = styled.input`
  width: 100%;
  min-width: 0;
  min-height: ${controlHeights.lg};
  padding: ${space[2.5]} ${space[3.5]};
  border-radius: ${radii.md};
  border: 1.5px solid ${colors.borderStrong};
  background: ${colors.sand50};
  color: ${colors.ink};
  font-family: ui-monospace, SFMono-Regular, Menlo, Consolas, monospace;
  font-size: ${fontSizes.sm};
  text-overflow: ellipsis;
  &:focus-visible {
    outline: none;
    border-color: ${colors.focus};
    box-shadow: ${focusRing};
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${space[2.5]};
  > * { flex: 1 1 auto; }
  ${media.sm} {
    > * { flex: 0 0 auto; }
  }
`;

const Meta = styled.p`
  font-size: ${fontSizes.sm};
  color: ${colors.inkSoft};
`;

const Status = styled.p`
  display: flex;
  align-items: center;
  gap: ${space[2.5]};
  color: ${colors.inkSoft};
`;

/**
 * "Subscribe in your calendar": the member's private feed link (copy it, open it in a calendar app, reset it), or a
 * button that makes one. Her calendar then follows the walks she joins.
 */
export function CalendarSubscription() {
  const headingId = useId();
  const inputId = useId();
  const hintId = useId();
  const { data, loading, error, refetch } = useQuery(CalendarFeedQuery);
  const { resetFeed, pending } = useResetCalendarFeed();
  const [confirmDialog, confirm] = useConfirmDialog();
  const inputRef = useRef<HTMLInputElement>(null);
  const focusLinkOnShow = useRef(false);

  const feed = data?.calendarFeed ?? null;
  const links = feed ? feedLinks(feed.path, window.location.origin) : null;

  // A new link takes the focus (selected, ready to copy): the button that made it is gone, or busy while it works.
  const linkUrl = links?.url;
  useEffect(() => {
    if (!linkUrl || !focusLinkOnShow.current) return;
    focusLinkOnShow.current = false;
    inputRef.current?.focus();
    inputRef.current?.select();
  }, [linkUrl]);

  const makeLink = async (kind: 'create' | 'reset') => {
    // Set before the call: the cache shows the new link before the call resolves.
    focusLinkOnShow.current = true;
    if (!(await resetFeed(kind)).ok) focusLinkOnShow.current = false;
  };

  const reset = async () => {
    const confirmed = await confirm({
      title: 'Reset your calendar link?',
      message: 'Your old link will stop working.',
      confirmLabel: 'Reset link',
      tone: 'danger',
    });
    if (confirmed) await makeLink('reset');
  };

  const copy = async () => {
    if (!links) return;
    try {
      await navigator.clipboard.writeText(links.url);
      notify.success('Link copied');
    } catch (copyError) {
      // No clipboard access (an insecure origin, a denied permission): the link is selected to copy by hand.
      console.warn('Copying the calendar link failed.', copyError);
      inputRef.current?.focus();
      inputRef.current?.select();
      notify.error('Failed to copy link');
    }
  };

  let body;
  if (loading && !data) {
    body = (
      <Status role="status">
        <Spinner aria-hidden="true" />
        Loading your calendar link…
      </Status>
    );
  } else if (error && !data) {
    body = (
      <Status role="alert">
        We couldn’t load your calendar link.
        <Button type="button" $variant="ghost" onClick={() => void refetch()}>
          Try again
        </Button>
      </Status>
    );
  } else if (!feed || !links) {
    body = (
      <Actions>
        <Button type="button" onClick={() => void makeLink('create')} disabled={pending} aria-busy={pending || undefined}>
          {pending ? <Spinner aria-hidden="true" /> : <LinkIcon width={20} height={20} />}
          Create my calendar link
        </Button>
      </Actions>
    );
  } else {
    body = (
      <>
        <div>
          <Label htmlFor={inputId}>Your private calendar link</Label>
          <LinkRow>
            <LinkInput
              ref={inputRef}
              id={inputId}
              type="url"
              readOnly
              value={links.url}
              aria-describedby={hintId}
              onFocus={(event) => event.currentTarget.select()}
            />
            <Button type="button" $variant="secondary" onClick={() => void copy()}>
              Copy link
            </Button>
          </LinkRow>
        </div>
        <Actions>
          <Button as="a" href={links.webcal} $variant="secondary">
            <CalendarIcon width={20} height={20} />
            Open in calendar app
          </Button>
          <Button type="button" $variant="ghost" onClick={() => void reset()} disabled={pending} aria-busy={pending || undefined}>
            {pending ? <Spinner aria-hidden="true" /> : null}
            Reset link
          </Button>
        </Actions>
        <Meta id={hintId}>
          Made on {formatDay(feed.createdAt)}. Anyone with this link can see the walks you join: keep it to yourself, and
          reset it if you shared it by mistake.
        </Meta>
      </>
    );
  }

  return (
    <Panel aria-labelledby={headingId}>
      <PanelHeader icon={<CalendarIcon />} id={headingId} title="Subscribe in your calendar" />
      <Intro>
        Add your private link to your phone’s calendar once, and it keeps in step with the walks you join: new ones
        appear, and cancelled ones are marked.
      </Intro>
      <Body>{body}</Body>
      {confirmDialog}
    </Panel>
  );
}
