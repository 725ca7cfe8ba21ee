import { useQuery } from '@apollo/client/react';
import { useEffect } from 'react';
import styled from 'styled-components';
import { Button } from '../../components/button';
import { ShieldIcon } from '../../components/icons';
import { Panel, PanelHeader } from '../../components/panel';
import { Spinner } from '../../components/spinner';
import { StatusLine } from '../../components/status-line';
import { getFragmentData } from '../../gql';
import { errorMessage } from '../../lib/error-message';
import { notify } from '../../lib/notify';
import { useDownloadDataExport, useRequestDataExport } from './api/use-privacy-actions';
import { DataExportFieldsFragment, MyDataExportQuery } from './privacy-query';
import { colors, space } from '../../styles/theme';

/** While her archive is being made, the panel asks again this often. */
const PENDING_POLL_MS = 5_000;

export const Explain = styled.p`
  color: ${colors.inkSoft};
  & + & { margin-top: ${space[2.5]}; }
`;

/** Where her copy stands (the Profile's panels share the line). */
export const Status = StatusLine;

const when = (iso: string): string => new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeStyle: 'short' }).format(new Date(iso));
const size = (bytes: number): string => (bytes < 1_000_000 ? `${Math.max(1, Math.round(bytes / 1_000))} KB` : `${(bytes / 1_000_000).toFixed(1)} MB`);

/**
 * "Download my data": ask for a copy of everything MomStride holds about her (one zip: a README and one JSON file per
 * service, with her photos); made in the background, a notification and a mail say when it is ready; downloaded
 * once, within 7 days (docs/privacy.md).
 */
export function DataExportPanel() {
  const { data, loading, startPolling, stopPolling } = useQuery(MyDataExportQuery, { fetchPolicy: 'cache-and-network' });
  const current = getFragmentData(DataExportFieldsFragment, data?.myDataExport ?? null);
  const { request, requesting } = useRequestDataExport();
  const { download, linking } = useDownloadDataExport();
  const pending = current?.status === 'pending';
  useEffect(() => {
    if (!pending) return;
    startPolling(PENDING_POLL_MS);
    return () => stopPolling();
  }, [pending, startPolling, stopPolling]);

  const ask = async () => {
    try {
      await request();
      notify.success('We are gathering your data. We will let you know when it is ready.');
    } catch (error) {
      notify.error(errorMessage(error, 'Could not ask for your data. Please try again.'));
    }
  };
  const fetchArchive = async () => {
    try {
      window.location.assign(await download());
    } catch (error) {
      notify.error(errorMessage(error, 'Could not start the download. Please try again.'));
    }
  };

  const askButton = (label: string) => (
    <Button type="button" $variant="secondary" disabled={requesting} aria-busy={requesting || undefined} onClick={() => void ask()}>
      {requesting ? <Spinner aria-hidden="true" /> : null}
      {label}
    </Button>
  );

  return (
    <Panel aria-labelledby="data-export-title">
      <PanelHeader icon={<ShieldIcon />} id="data-export-title" title="Download my data" />
      <Explain>
        Get a copy of everything MomStride holds about you: your profile, follows, posts, success stories, challenge logs,
        events and goals, messages you sent and received, photos (with the image files), reviews and orders.
      </Explain>
      <Explain>
        It arrives as one zip file with a README that explains each file. We gather it in the background and tell you by
        notification and e-mail when it is ready. You can download it once, within 7 days; then it is deleted.
      </Explain>
      {loading && !data ? (
        <Status role="status">Checking for an earlier copy…</Status>
      ) : !current ? (
        <div style={{ marginTop: '1rem' }}>{askButton('Request my data')}</div>
      ) : current.status === 'pending' ? (
        <Status role="status">We are gathering your data (asked on {when(current.requestedAt)}). This page updates by itself.</Status>
      ) : current.status === 'ready' ? (
        <>
          <Status role="status">
            Your data is ready{current.sizeBytes ? ` (${size(current.sizeBytes)})` : ''}. Download it by {current.expiresAt ? when(current.expiresAt) : 'the end of the week'}; the
            file can be downloaded once.
          </Status>
          <Button type="button" disabled={linking} aria-busy={linking || undefined} onClick={() => void fetchArchive()}>
            {linking ? <Spinner aria-hidden="true" /> : null}
            Download my data
          </Button>
        </>
      ) : current.status === 'downloaded' ? (
        <>
          <Status role="status">You downloaded your data on {current.downloadedAt ? when(current.downloadedAt) : 'an earlier visit'}. The file is deleted from our servers.</Status>
          {askButton('Request a new copy')}
        </>
      ) : (
        <>
          <Status role="alert">{current.problem ?? 'We could not make your copy.'}</Status>
          {askButton('Try again')}
        </>
      )}
    </Panel>
  );
}
