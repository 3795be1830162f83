import '../styles.css';
import { ConnectionsPage } from '../features/connections/components/ConnectionsPage';

export default ConnectionsPage;
