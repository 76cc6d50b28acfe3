import type { SignUp } from '@vusal/shared/schemas/registration';
import type { StoredUpload } from '../media';
import { sendInBackground, siteLink } from '../../infra/mail/send-mail';
import type { NewAccountInput } from './credentials.repository';
import type { AuthDependencies } from './auth.types';
import { assertNotCommon, isCommonPassword } from './common-passwords';
import { createMailQuota } from './mail-quota';
import { passwordHasher } from '../../infra/password-hash';
import { identityHash } from './identities';
import { randomToken } from './tokens';

export const EMAIL_CONFIRMATION_TTL_MS = 24 * 60 * 60 * 1000;

type VerificationValue = { userId: string; browser: string };

function isUniqueViolation(error: unknown): boolean {
  const code =
    (error as { code?: string; cause?: { code?: string } }).code ??
    (error as { cause?: { code?: string } }).cause?.code;
  return code === '23505';
}

/** product.md section 3: how the wizard's answers become a profile. */
function profileFromSignUp(
  input: SignUp,
  photo: StoredUpload | undefined,
  approve: boolean,
  now: Date,
  signUpDevice: string,
): NewAccountInput['profile'] {
  const {
    email: _email,
    password: _password,
    language: _language,
    firstName,
    lastName,
    birthDate,
    ...details
  } = input;
  return {
    ...details,
    fullName: `${firstName} ${lastName}`,
    dateOfBirth: birthDate,
    professionalField: details.profession,
    profilePhoto: photo?.key ?? null,
    isApproved: approve,
    approvedAt: approve ? now : null,
    signUpDevice,
  };
}

export function createSignUpService(deps: AuthDependencies) {
  const { repositories, hasher, clock } = deps;
  const mailQuota = createMailQuota(deps);

  async function notifyExistingOwner(email: string) {
    if (!(await mailQuota.allows(email, 'sign-up-attempt'))) return;
    const owner = await repositories.credentials.findCredentials(email);
    const language = owner?.language ?? 'en';
    sendInBackground(deps, {
      to: email,
      kind: 'sign-up-attempt',
      language,
      data: {
        name: owner?.name,
        signInLink: siteLink(deps.publicUrl, language, '/auth'),
        resetLink: siteLink(deps.publicUrl, language, '/auth?forgot=true'),
      },
    });
  }

  return {
    /**
     * Creates the account, its credential and its pending profile (D1) in one transaction, and
     * mails a confirmation link. An address that already has an account gets the same answer
     * and its owner a notice instead (SECURITY 5). Returns the browser marker for the cookie.
     * `deviceToken` is the browser's device cookie (issue 24, item 4).
     */
    async signUp(
      input: SignUp,
      photo: StoredUpload | undefined,
      deviceToken: string,
    ): Promise<{ browserToken: string }> {
      if (isCommonPassword(input.password)) {
        if (photo) await deps.media.remove(photo);
        assertNotCommon(input.password, 'password');
      }
      const browserToken = randomToken();
      const deviceHash = identityHash(deviceToken);
      // A banned address or device gets the answer every sign-up gets, and nothing happens:
      // no account, no mail, nothing that tells which of the two was recognised.
      if (await repositories.standing.isBanned({ email: input.email, deviceHash })) {
        if (photo) await deps.media.remove(photo);
        await passwordHasher.hash(input.password);
        deps.log.warn({}, 'sign-up refused: banned identity');
        return { browserToken };
      }
      // Hashing first, whatever happens next, keeps both answers equally slow.
      const passwordHash = await passwordHasher.hash(input.password);
      const userId = crypto.randomUUID();
      const token = randomToken();
      const value: VerificationValue = { userId, browser: hasher.hash(browserToken) };

      try {
        await repositories.transaction(async (tx) => {
          if (await tx.credentials.findUserIdByEmail(input.email)) throw new ExistingAccount();
          await tx.credentials.insertAccount({
            userId,
            email: input.email,
            name: `${input.firstName} ${input.lastName}`,
            language: input.language,
            passwordHash,
            isAdmin: input.email === deps.adminEmail,
            profile: profileFromSignUp(
              input,
              photo,
              deps.autoApproveProfiles,
              clock.now(),
              deviceHash,
            ),
          });
          await tx.tokens.insertToken(
            'email-verification',
            hasher.hash(token),
            JSON.stringify(value),
            new Date(clock.now().getTime() + EMAIL_CONFIRMATION_TTL_MS),
          );
        });
      } catch (error) {
        if (!(error instanceof ExistingAccount) && !isUniqueViolation(error)) throw error;
        if (photo) await deps.media.remove(photo);
        await notifyExistingOwner(input.email);
        return { browserToken };
      }

      sendInBackground(deps, {
        to: input.email,
        kind: 'confirm-email',
        language: input.language,
        data: {
          name: input.firstName,
          link: siteLink(deps.publicUrl, input.language, `/?confirm=${encodeURIComponent(token)}`),
        },
      });
      return { browserToken };
    },

    /**
     * Confirms the address. Signs in only the browser that made the sign-up (it holds the
     * marker cookie); a link opened elsewhere confirms and sends the person to sign in.
     */
    async verifyEmail(
      token: string,
      browserToken: string | undefined,
    ): Promise<{ userId: string; signIn: boolean } | undefined> {
      const stored = await repositories.tokens.consumeToken(
        'email-verification',
        hasher.hash(token),
        clock.now(),
      );
      if (!stored) return undefined;
      const value = JSON.parse(stored) as VerificationValue;
      await repositories.credentials.markEmailVerified(value.userId);
      const signIn = !!browserToken && hasher.matches(browserToken, value.browser);
      return { userId: value.userId, signIn };
    },
  };
}

class ExistingAccount extends Error {}

export type SignUpService = ReturnType<typeof createSignUpService>;
