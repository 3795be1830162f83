import '../styles.css';
import { registerTranslations } from '@zapdesk/i18n';
import { en, es, pt } from '../features/messages-api/i18n/messages-api-texts';
import { MessagesApiPage } from '../features/messages-api/components/MessagesApiPage';

// The messagesAPI namespace lives with this remote: registered before the screen renders.
registerTranslations('messagesAPI', { pt, en, es });

export default MessagesApiPage;
