import { describe, expect, it } from 'vitest';
import { fileNameHasContactDetails } from './file-name';

/** Names phones and apps give files by themselves: dates, times, counters, their own names. */
const deviceNames = [
  'IMG_20240512_123456.jpg',
  'IMG_1234.JPG',
  'IMG-20240512-WA0001.jpg',
  'PXL_20240512_123456789.jpg',
  'VID_20240512_123456.mp4',
  'DSC01234.JPG',
  'FB_IMG_1715512345678.jpg',
  'InShot_20240512_123456789.jpg',
  'Screenshot_2024-05-12-12-34-56-789_com.whatsapp.jpg',
  'Screenshot_20240512-123456_Instagram.jpg',
  'Screenshot 2024-05-12 at 12.34.56.png',
  'WhatsApp Image 2024-05-12 at 12.34.56.jpeg',
  'WhatsApp Image 2024-05-12 at 12.34.56 (1).jpeg',
  'photo_2024-05-12 12.34.56.jpeg',
  'telegram-cloud-photo-size-2-5312345678901234567-y.jpg',
  'signal-2024-05-12-123456.jpg',
  'Snapchat-1234567890.jpg',
  'received_1234567890123456.jpeg',
  'scan0001.pdf',
  'CV Aysel Mammadova 2024.pdf',
];

/** Names a person typed contact details into. */
const typedNames = [
  'call me 0501234567.pdf',
  'IMG_20240512_0501234567.jpg',
  'instagram aysel_92.jpg',
  'aysel at gmail.pdf',
  'zəng et ٠٥٠١٢٣٤٥٦٧.png',
  'aysel@mail.ru.pdf',
];

describe("a chat attachment's file name (issue 34, item 7)", () => {
  it.each(deviceNames)('lets %s through', (name) => {
    expect(fileNameHasContactDetails(name)).toBe(false);
  });

  it.each(typedNames)('catches %s', (name) => {
    expect(fileNameHasContactDetails(name)).toBe(true);
  });
});
