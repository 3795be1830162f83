import '../styles.css';
import { QueuesPage } from '../features/queues/components/QueuesPage';

export default QueuesPage;
