import type { Database } from '../../db/client';
import { createCountersRepository, type CountersRepository } from './counters.repository';
import { createCredentialsRepository, type CredentialsRepository } from './credentials.repository';
import { createStandingRepository, type StandingRepository } from './standing.repository';
import { createSessionsRepository, type SessionsRepository } from './sessions.repository';
import { createTokensRepository, type TokensRepository } from './tokens.repository';

/** The accounts feature's repositories, the only places it touches SQL (STYLE 4). */
export type AuthRepositories = {
  sessions: SessionsRepository;
  tokens: TokensRepository;
  credentials: CredentialsRepository;
  counters: CountersRepository;
  standing: StandingRepository;
  /** Runs `work` in one transaction, with repositories bound to it. */
  transaction<T>(work: (repositories: AuthRepositories) => Promise<T>): Promise<T>;
};

export function createAuthRepositories(db: Database): AuthRepositories {
  return {
    sessions: createSessionsRepository(db),
    tokens: createTokensRepository(db),
    credentials: createCredentialsRepository(db),
    counters: createCountersRepository(db),
    standing: createStandingRepository(db),
    transaction: (work) => db.transaction((tx) => work(createAuthRepositories(tx))),
  };
}
