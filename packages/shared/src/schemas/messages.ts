import {
  CHAT_ATTACHMENT,
  EARLIEST_BIRTH_DATE,
  HEIGHT_CM,
  MAX_AGE,
  MIN_AGE,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  PROFILE_PHOTO,
  RELATIONSHIP_VALUES_MAX,
} from '../catalog/constants';

const MB = 1024 * 1024;

/**
 * The numbers the `validation.*` messages interpolate. Pass this object whenever a validation
 * key is translated (`t(issue.message, validationMessageParams)`), so texts never repeat a figure.
 */
export const validationMessageParams = {
  minLength: PASSWORD_MIN_LENGTH,
  maxLength: PASSWORD_MAX_LENGTH,
  minAge: MIN_AGE,
  maxAge: MAX_AGE,
  minHeight: HEIGHT_CM.min,
  maxHeight: HEIGHT_CM.max,
  earliestBirthDate: EARLIEST_BIRTH_DATE,
  maxValues: RELATIONSHIP_VALUES_MAX,
  photoMb: PROFILE_PHOTO.maxBytes / MB,
  attachmentMb: CHAT_ATTACHMENT.maxBytes / MB,
} as const;
