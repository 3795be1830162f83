import '../styles.css';
import { registerTranslations } from '@zapdesk/i18n';
import { en, es, pt } from '../features/prompts/i18n/prompts-texts';
import { PromptsPage } from '../features/prompts/components/PromptsPage';

// The prompts namespace lives with this remote: registered before the screen renders.
registerTranslations('prompts', { pt, en, es });

export default PromptsPage;
