import { Prompt } from './panel-text';

/**
 * What a panel shows when its part of MomStride did not answer (its field is null beside a SERVICE_UNAVAILABLE
 * error): the rest of the dashboard still shows, this panel says so in words.
 */
export function UnavailableNote({ what }: { what: string }) {
  return <Prompt role="status">{what} can’t be loaded right now. Please refresh the page in a moment to try again.</Prompt>;
}
