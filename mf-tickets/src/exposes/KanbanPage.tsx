import '../styles.css';
import { KanbanPage } from '../features/kanban/components/KanbanPage';

export default KanbanPage;
