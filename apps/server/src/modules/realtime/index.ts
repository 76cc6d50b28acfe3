// What services see of the realtime channel: a Notifier; the chat module also takes `io`.
export { silentNotifier, type Notifier } from './notifier';
export { BADGES_COALESCE_MS, type Realtime } from './realtime.module';
// How every socket event answers a failure: the chat module's events answer the same way.
export { failure, failureCode } from './socket-answers';
