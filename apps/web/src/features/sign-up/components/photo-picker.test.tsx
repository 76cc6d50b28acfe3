import { PROFILE_PHOTO } from '@vusal/shared/catalog/constants';
import { beforeEach, describe, expect, it } from 'vitest';
import { descriptionOf } from '../../../test/render';
import { gifPhoto, hugePng, jpegPhoto } from '../test/fixtures';
import { button, chooseFile, click, control, renderWizard } from '../test/wizard-harness';
import { passAccountStep, passBasicsStep } from '../test/wizard-steps';

beforeEach(() => window.sessionStorage.clear());

async function openPhotoStep() {
  await renderWizard();
  await passAccountStep();
  await passBasicsStep();
  return control('Profile photo');
}

const preview = () => document.querySelector<HTMLImageElement>('img[alt="Your profile photo"]');

describe('profile photo', () => {
  it('says what is accepted, that the face must show, and why a photo is needed (decision 037)', async () => {
    const input = await openPhotoStep();
    expect(input.type).toBe('file');
    expect(input.accept).toContain('image/jpeg');
    expect(descriptionOf(input)).toBe(
      'JPG or PNG, up to 5 MB. Your face must be clearly visible. At least one photo is needed before your profile can be approved: people want to see who they are talking to. You can add up to 6 later in your profile.',
    );
  });

  it('refuses anything but JPG and PNG', async () => {
    const input = await openPhotoStep();
    await chooseFile(input, gifPhoto());
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(descriptionOf(input)).toContain('Only JPG and PNG formats are accepted');
    expect(preview()).toBeNull();
  });

  it('refuses a file over 5 MB', async () => {
    const input = await openPhotoStep();
    await chooseFile(input, hugePng(PROFILE_PHOTO.maxBytes + 1));
    expect(descriptionOf(input)).toContain('The file size cannot exceed 5MB');
    expect(preview()).toBeNull();
  });

  it('previews an accepted photo, keeps it across steps, and removes it', async () => {
    const input = await openPhotoStep();
    await chooseFile(input, gifPhoto());
    await chooseFile(input, jpegPhoto());
    expect(preview()?.src).toMatch(/^blob:/);
    expect(input.getAttribute('aria-invalid')).toBeNull();
    await click(button('Next'));
    await click(button('Previous'));
    expect(preview()).not.toBeNull();
    await click(button('Remove photo'));
    expect(preview()).toBeNull();
    expect(document.activeElement).toBe(control('Profile photo'));
  });
});
