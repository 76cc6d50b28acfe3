/**
 * The longest side of each stored rendition of an image, in pixels: uploads are re-encoded to
 * both, and the seed's demo avatars are stored at both, so `?size=small` answers for every photo.
 * The small one is the whole picture within 320×320, not a square crop: chat previews show all of
 * it, and square profile tiles crop in CSS (`object-fit: cover`).
 */
export const IMAGE_SIDE = { large: 1280, small: 320 } as const;
