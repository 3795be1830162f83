import '../styles.css';
import { SettingsPage } from '../features/settings-options/components/SettingsPage';

export default SettingsPage;
