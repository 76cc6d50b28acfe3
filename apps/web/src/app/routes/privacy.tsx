import { LegalPage } from '../../features/public/components/legal-page';

export default function PrivacyRoute() {
  return <LegalPage document="privacy" />;
}
