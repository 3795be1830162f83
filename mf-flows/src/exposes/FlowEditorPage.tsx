import '../styles.css';
import { FlowEditorPage } from '../features/flow-editor/components/FlowEditorPage';

export default FlowEditorPage;
