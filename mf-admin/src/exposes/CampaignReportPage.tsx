import '../styles.css';
import { registerTranslations } from '@zapdesk/i18n';
import { en, es, pt } from '../features/campaigns/i18n/campaigns-texts';
import { CampaignReportPage } from '../features/campaigns/components/CampaignReportPage';

// The campaigns namespace lives with this remote: registered before the screen renders.
registerTranslations('campaigns', { pt, en, es });

export default CampaignReportPage;
