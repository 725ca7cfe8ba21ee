/**
 * Why a photo added by link is unavailable, in the member's words (the server's `problem` codes). Only she sees her
 * own photo in that state, so it says what happened and what she can do.
 */
const reasons: Record<string, string> = {
  // One code for every way a link can fail to be fetched: the server never tells how an address resolved.
  unavailable: 'the link could not be fetched (it must be an https:// address of a public website that hands over the image)',
  unsupported_type: 'the link does not lead to a JPEG, PNG, WebP or GIF image',
  undecodable: 'the file at the link is not a readable image',
  too_many_pixels: 'the image has too many pixels',
};

export function unavailableReason(problem: string | null | undefined): string {
  const reason = problem ? reasons[problem] : undefined;
  return `We could not copy this picture${reason ? `: ${reason}` : ' from its link'}. You can delete it and share the file itself instead.`;
}
