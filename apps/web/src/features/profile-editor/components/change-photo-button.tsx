import { Camera } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { buttonClasses } from '../../../components/ui/button';
import { PhotoDialog } from './photo-dialog';

type ChangePhotoButtonProps = { photoUrl: string | null; children: ReactNode };

/** "Şəkli dəyiş" outside the editor (one's own profile view): opens the photo dialog (B3). */
export function ChangePhotoButton({ photoUrl, children }: ChangePhotoButtonProps) {
  const [isOpen, setIsOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        aria-haspopup="dialog"
        onClick={() => setIsOpen(true)}
        className={buttonClasses('secondary', 'lg')}
      >
        <Camera aria-hidden="true" className="size-4" />
        {children}
      </button>
      <PhotoDialog isOpen={isOpen} onClose={() => setIsOpen(false)} photoUrl={photoUrl} />
    </>
  );
}
