import '../styles.css';
import { registerTranslations } from '@zapdesk/i18n';
import { en, es, pt } from '../features/webhooks/i18n/webhooks-texts';
import { SettingsPage } from '../features/settings-options/components/SettingsPage';

// The webhooks namespace (the Webhooks tab) lives with this remote: registered before the screen renders.
registerTranslations('webhooks', { pt, en, es });

export default SettingsPage;
