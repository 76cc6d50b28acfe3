import { hash, verify, type Algorithm, type Options } from '@node-rs/argon2';

// The package exports Algorithm as an ambient const enum, which isolatedModules cannot read.
const ARGON2ID: Algorithm.Argon2id = 2;

/** SECURITY 1: argon2id at OWASP's minimum (19 MiB, 2 passes, 1 lane). */
export const passwordHashOptions: Options = {
  algorithm: ARGON2ID,
  memoryCost: 19456,
  timeCost: 2,
  parallelism: 1,
};

/**
 * The one password hasher, shaped for Better Auth's `emailAndPassword.password` option so
 * sign-up, sign-in, reset and the admin seed all hash alike.
 */
export const passwordHasher = {
  hash: (password: string): Promise<string> => hash(password, passwordHashOptions),
  verify: ({ hash: hashed, password }: { hash: string; password: string }): Promise<boolean> =>
    verify(hashed, password),
};
