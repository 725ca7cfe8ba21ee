/**
 * Why a photo added by link is unavailable, in the member's words (the server's `problem` codes). Only she sees her
 * own photo in that state, so it says what happened and what she can do.
 */
const reasons: Record<string, string> = {
  private_address: 'the link points to a private or local network address, which the gallery never fetches from',
  unresolvable: 'the website in the link could not be found',
  too_large: 'the image at the link is too large',
  timeout: 'the website took too long to answer',
  http_status: 'the website did not hand over the image (it answered with an error)',
  too_many_redirects: 'the link sent us on through too many redirects',
  network: 'the website could not be reached',
  unsupported_type: 'the link does not lead to a JPEG, PNG, WebP or GIF image',
  undecodable: 'the file at the link is not a readable image',
  too_many_pixels: 'the image has too many pixels',
};

export function unavailableReason(problem: string | null | undefined): string {
  const reason = problem ? reasons[problem] : undefined;
  return `We could not copy this picture${reason ? `: ${reason}` : ' from its link'}. You can delete it and share the file itself instead.`;
}
