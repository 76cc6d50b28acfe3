// What services see of the realtime channel: a Notifier; the chat module also takes `io`.
export type { Notifier } from './notifier';
export type { Realtime } from './realtime.module';
