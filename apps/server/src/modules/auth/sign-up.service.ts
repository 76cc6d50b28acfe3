import { LEGAL_TEXTS_VERSION } from '@vusal/shared/catalog/constants';
import type { AccountLocale } from '@vusal/shared/catalog/countries';
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
    country: _country,
    acceptTerms: _acceptTerms,
    photoVisibility: _photoVisibility,
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
    const locale: AccountLocale = owner ?? { language: 'en', country: null };
    sendInBackground(deps, {
      to: email,
      kind: 'sign-up-attempt',
      language: locale.language,
      data: {
        name: owner?.name,
        signInLink: siteLink(deps.publicUrl, locale, '/auth'),
        resetLink: siteLink(deps.publicUrl, locale, '/auth?forgot=true'),
      },
    });
  }

  function mailConfirmation(to: string, locale: AccountLocale, name: string, token: string) {
    sendInBackground(deps, {
      to,
      kind: 'confirm-email',
      language: locale.language,
      data: {
        name,
        link: siteLink(deps.publicUrl, locale, `/?confirm=${encodeURIComponent(token)}`),
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
      const isBanned = await repositories.standing.isBanned({
        email: input.email,
        deviceHash,
        pushEndpoints: input.pushEndpoint ? [input.pushEndpoint] : [],
      });
      // Hashing first, whatever happens next, keeps every answer equally slow.
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
            locale: { language: input.language, country: input.country },
            // signUpSchema refuses a sign-up without the consent box ticked.
            terms: { version: LEGAL_TEXTS_VERSION, acceptedAt: clock.now() },
            passwordHash,
            isAdmin: input.email === deps.adminEmail,
            photoVisibility: input.photoVisibility,
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
          // SECURITY 34, 5: a banned address or device goes through the same statements as a
          // fresh sign-up and keeps none of them, so neither the answer nor its timing tells
          // that, or which of the identities, was recognised.
          if (isBanned) throw new BannedIdentity();
        });
      } catch (error) {
        if (!(error instanceof BannedIdentity) && !isExisting(error)) throw error;
        if (photo) await deps.media.remove(photo);
        if (isBanned) {
          // No mail either: a confirmation would be a lie, a notice would tell the ban.
          deps.log.warn({}, 'sign-up refused: banned identity');
          return { browserToken };
        }
        await notifyExistingOwner(input.email);
        return { browserToken };
      }

      deps.metrics.count('signUp');
      mailConfirmation(input.email, input, input.firstName, token);
      return { browserToken };
    },

    /**
     * Issue 22, item 6: another confirmation link for an account that has not confirmed its
     * address yet. The caller answers alike whatever happens here (SECURITY 5); the mails count
     * against the per-recipient quota like every mail a stranger can trigger. Earlier links stay
     * valid until they expire. The browser that made the sign-up (its marker cookie) is still
     * signed in by the new link; any other browser confirms and signs in by password.
     */
    async resendConfirmation(email: string, browserToken: string | undefined): Promise<void> {
      const account = await repositories.credentials.findCredentials(email);
      if (!account || account.emailVerified) return;
      if (!(await mailQuota.allows(email, 'confirm-email'))) return;
      const token = randomToken();
      const value: VerificationValue = {
        userId: account.id,
        browser: hasher.hash(browserToken ?? randomToken()),
      };
      await repositories.tokens.insertToken(
        'email-verification',
        hasher.hash(token),
        JSON.stringify(value),
        new Date(clock.now().getTime() + EMAIL_CONFIRMATION_TTL_MS),
      );
      mailConfirmation(email, account, account.name, token);
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
class BannedIdentity extends Error {}

const isExisting = (error: unknown) => error instanceof ExistingAccount || isUniqueViolation(error);

export type SignUpService = ReturnType<typeof createSignUpService>;
