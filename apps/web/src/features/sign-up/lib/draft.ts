import { emptySignUpValues, type SignUpFormValues } from './form-values';

const DRAFT_KEY = 'vusal.sign-up-draft';
/** Secrets never go to storage: the password is typed again after a reload. */
const secretFields = new Set<string>(['password', 'confirmPassword']);

/**
 * The wizard's values from this tab's earlier visit, so a reload loses nothing but the password
 * and the photo. Anything stored that is not one of our fields, or not of its type, is ignored.
 */
export function readSignUpDraft(): SignUpFormValues {
  const values: Record<string, unknown> = { ...emptySignUpValues };
  let stored: unknown;
  try {
    stored = JSON.parse(window.sessionStorage.getItem(DRAFT_KEY) ?? 'null');
  } catch {
    return emptySignUpValues;
  }
  if (typeof stored !== 'object' || stored === null) return emptySignUpValues;
  for (const [name, value] of Object.entries(stored)) {
    const empty: unknown = values[name];
    if (empty === undefined || secretFields.has(name)) continue;
    const isText = typeof empty === 'string' && typeof value === 'string';
    const isList =
      Array.isArray(empty) &&
      Array.isArray(value) &&
      value.every((item) => typeof item === 'string');
    if (isText || isList) values[name] = value;
  }
  // Values of a list the catalogue no longer has fail the schema and are shown as errors.
  return values as SignUpFormValues;
}

/** Whether a draft holds anything the person chose or typed. */
export function hasDraftAnswers(draft: SignUpFormValues): boolean {
  return Object.entries(draft).some(([name, value]) =>
    Array.isArray(value)
      ? value.length > 0
      : value !== emptySignUpValues[name as keyof SignUpFormValues],
  );
}

export function saveSignUpDraft(values: Partial<SignUpFormValues>): void {
  const kept = Object.fromEntries(
    Object.entries(values).filter(([name]) => !secretFields.has(name)),
  );
  try {
    window.sessionStorage.setItem(DRAFT_KEY, JSON.stringify(kept));
  } catch {
    // Storage full or disabled (private mode): the draft is a convenience only.
  }
}

export function clearSignUpDraft(): void {
  try {
    window.sessionStorage.removeItem(DRAFT_KEY);
  } catch {
    // As above.
  }
}
