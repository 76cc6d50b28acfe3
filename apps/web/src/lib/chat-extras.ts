import { createContext, type ReactNode } from 'react';

/** What a chat's extra controls are told about the open chat. */
export type ChatExtrasProps = { matchId: string; name: string };

/**
 * Controls another feature adds under an open chat's header (issue 40: the calls), given by the
 * page that composes them (app/routes/messages.tsx), since features do not import each other.
 */
export const ChatExtras = createContext<((props: ChatExtrasProps) => ReactNode) | null>(null);
