import '../styles.css';
import { FlowsListPage } from '../features/flows-list/components/FlowsListPage';

export default FlowsListPage;
