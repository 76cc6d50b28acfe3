/** The calls feature's query keys: each match's opt-in (issue 40). */
export const callsKeys = {
  all: ['calls'] as const,
  optIn: (matchId: string) => [...callsKeys.all, 'opt-in', matchId] as const,
};
