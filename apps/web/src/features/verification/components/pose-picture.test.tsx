import { screen } from '@testing-library/react';
import { verificationPoses } from '@vusal/shared/catalog/verification';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/providers';
import { useTranslation } from '../../../lib/translation';
import { PosePicture } from './pose-picture';

function Pose({ pose }: { pose: (typeof verificationPoses)[number] }) {
  const { t } = useTranslation();
  return (
    <>
      <PosePicture pose={pose} labelledBy={`words-${pose}`} />
      <p id={`words-${pose}`}>{t(`verification.poses.${pose}`)}</p>
    </>
  );
}

describe('the pose pictures', () => {
  it.each(['en', 'az', 'ru'] as const)(
    'draw every pose of the catalogue, each named by its words in %s',
    (language) => {
      renderWithProviders(
        <>
          {verificationPoses.map((pose) => (
            <Pose key={pose} pose={pose} />
          ))}
        </>,
        { language },
      );
      const pictures = screen.getAllByRole('img');
      expect(pictures).toHaveLength(verificationPoses.length);
      const names = pictures.map((picture) =>
        document.getElementById(picture.getAttribute('aria-labelledby')!)?.textContent?.trim(),
      );
      expect(new Set(names).size).toBe(verificationPoses.length);
      for (const name of names) expect(name).toMatch(/\S{3}/);
      // Each pose is its own drawing.
      const drawings = pictures.map((picture) => picture.innerHTML);
      expect(new Set(drawings).size).toBe(verificationPoses.length);
    },
  );
});
