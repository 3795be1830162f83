import '../styles.css';
import { SubscriptionPage } from '../features/billing/components/SubscriptionPage';

export default SubscriptionPage;
