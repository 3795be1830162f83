import '../styles.css';
import { TicketsPage } from '../features/ticket-lists/components/TicketsPage';

export default TicketsPage;
