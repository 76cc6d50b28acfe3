import { PreferencesScreen } from '../../features/preferences/components/preferences-screen';

export default function PreferencesRoute() {
  return <PreferencesScreen />;
}
