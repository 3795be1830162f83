import '../styles.css';
import { InvoicesPage } from '../features/billing/components/InvoicesPage';

export default InvoicesPage;
