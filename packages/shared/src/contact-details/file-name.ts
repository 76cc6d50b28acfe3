import { hasContactDetails } from './detector';

/**
 * A chat attachment's file name is read like a message's text (issue 34, item 7): "call me
 * 0501234567.pdf" asks the same question. Phones and apps name files with dates, times, counters
 * and their own names ("WhatsApp Image 2024-05-12 at 12.34.56.jpeg", "PXL_20240512_123456789.jpg"),
 * which read as numbers, handles or "x at y": those parts are set aside first, so only what a
 * person typed is checked.
 */
// The extension: ".pdf" is no domain.
const extension = /\.[a-z0-9]{1,5}$/i;
const deviceParts = [
  // The camera's or the app's own prefix.
  /^(?:IMG|VID|PXL|MVIMG|DSCN?|FB_IMG|Screenshot|Screen Shot|photo|video|image|scan|received|InShot|Snapchat|signal|WhatsApp (?:Image|Video|Audio|Ptt)|telegram-cloud-(?:photo|document)-size(?:-\d+)*)(?![a-z])[\s_-]*/i,
  // A date with its time ("2024-05-12 at 12.34.56", "20240512_123456789"): the date starts
  // 19 or 20, the milliseconds are three digits, so a phone number after a date stays whole.
  /(?<!\d)(?:19|20)\d{2}([-_.]?)[01]\d\1[0-3]\d(?:(?:[\s_T-]|\s+at\s+)[0-2]\d([-_.:]?)[0-5]\d(?:\2[0-5]\d)?(?:[-_.]?\d{3})?)?(?!\d)/gi,
  // The app a screenshot was taken in, by its package name ("_com.whatsapp").
  /_(?:com|org|net|ru|az|tv|me)(?:\.\w+)+$/i,
  // Unix times in seconds or milliseconds (2017–2027), and long identifiers.
  /(?<!\d)1[5-7]\d{8}(?:\d{3})?(?!\d)|(?<!\d)\d{14,}(?!\d)/g,
];

/** What a person typed of a file's name. */
export function typedPartOfFileName(name: string): string {
  return deviceParts
    .reduce((rest, part) => rest.replace(part, ' '), name.replace(extension, ''))
    .trim();
}

export function fileNameHasContactDetails(name: string): boolean {
  return hasContactDetails(typedPartOfFileName(name));
}
