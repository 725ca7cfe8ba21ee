// What screens and the frame import: listening and starting cost nothing up front. The connection, the parser and
// the cache updates load with start-stream.ts, after the first view.
export {
  useStreamEvent,
  onStreamEvent,
  type StreamEventKind,
  type StreamEventMap,
  type StreamMessageEvent,
  type StreamReadEvent,
  type StreamNotification,
  type StreamNotificationEvent,
  type StreamNotificationsReadEvent,
  type StreamReadyEvent,
} from './stream-events';
export { useLiveStream } from './use-live-stream';
