import { useState } from 'react';
import { Notice } from '../../../components/notice';
import { graphql, getFragmentData, type FragmentType } from '../../../gql';

export const PendingAdminNoticeFragment = graphql(`
  fragment PendingAdminNotice on Query {
    me {
      id
      hasPendingAdminRequest
    }
  }
`);

const DISMISSED_KEY = 'momstride.pendingAdminNotice.dismissed';

function readDismissed(): boolean {
  try {
    return window.sessionStorage.getItem(DISMISSED_KEY) === '1';
  } catch {
    return false;
  }
}

/** Tells a new member that her Organization Admin request waits for an admin's approval (until she dismisses it). */
export function PendingAdminNotice({ query }: { query: FragmentType<typeof PendingAdminNoticeFragment> }) {
  const { me } = getFragmentData(PendingAdminNoticeFragment, query);
  const [dismissed, setDismissed] = useState(readDismissed);
  if (!me.hasPendingAdminRequest || dismissed) return null;
  return (
    <Notice
      title="Your admin request is awaiting approval"
      onDismiss={() => {
        window.sessionStorage.setItem(DISMISSED_KEY, '1');
        setDismissed(true);
      }}
    >
      You asked for an Organization Admin account. An organization admin will review your request; until then you
      can use MomStride as a Community Member.
    </Notice>
  );
}
