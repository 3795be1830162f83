import '../styles.css';
import { ContactsPage } from '../features/contacts/components/ContactsPage';

export default ContactsPage;
