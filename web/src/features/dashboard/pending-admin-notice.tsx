import { useState } from 'react';
import { Notice } from '../../components/notice';

const DISMISSED_KEY = 'momstride.pendingAdminNotice.dismissed';

function readDismissed(): boolean {
  try {
    return window.sessionStorage.getItem(DISMISSED_KEY) === '1';
  } catch {
    return false;
  }
}

/** Tells a new member that her Organization Admin request waits for an admin's approval. */
export function PendingAdminNotice() {
  const [dismissed, setDismissed] = useState(readDismissed);
  if (dismissed) return null;
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
