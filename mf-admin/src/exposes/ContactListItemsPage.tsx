import '../styles.css';
import { registerTranslations } from '@zapdesk/i18n';
import { en, es, pt } from '../features/contact-lists/i18n/contact-lists-texts';
import { ContactListItemsPage } from '../features/contact-lists/components/ContactListItemsPage';

// The contactLists namespace lives with this remote: registered before the screen renders.
registerTranslations('contactLists', { pt, en, es });

export default ContactListItemsPage;
