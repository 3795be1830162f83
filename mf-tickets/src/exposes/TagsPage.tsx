import '../styles.css';
import { TagsPage } from '../features/tags/components/TagsPage';

export default TagsPage;
