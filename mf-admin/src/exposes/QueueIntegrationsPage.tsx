import '../styles.css';
import { registerTranslations } from '@zapdesk/i18n';
import { en, es, pt } from '../features/queue-integrations/i18n/queue-integrations-texts';
import { QueueIntegrationsPage } from '../features/queue-integrations/components/QueueIntegrationsPage';

// The queueIntegrations namespace lives with this remote: registered before the screen renders.
registerTranslations('queueIntegrations', { pt, en, es });

export default QueueIntegrationsPage;
