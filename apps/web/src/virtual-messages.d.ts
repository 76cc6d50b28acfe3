// Halves of a language's catalogue, made by apps/web/messages-plugin.ts.
declare module 'virtual:messages/*' {
  const messages: Record<string, unknown>;
  export default messages;
}
