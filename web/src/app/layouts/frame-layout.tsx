import { Suspense } from 'react';
import { PageSpinner } from '../../components/spinner';
import { useSession } from '../../lib/session';
import { MemberFrame, PublicFrame } from '../routes';

/**
 * Frame for member screens and public pages: the signed-in frame for a signed-in person, the public header and
 * footer otherwise (member routes are guarded before they get here). Each frame's code loads with its first use.
 */
export function FrameLayout() {
  const { user } = useSession();
  return <Suspense fallback={<PageSpinner />}>{user ? <MemberFrame user={user} /> : <PublicFrame />}</Suspense>;
}
