import '../styles.css';
import { QuickMessagesPage } from '../features/quick-messages/components/QuickMessagesPage';

export default QuickMessagesPage;
